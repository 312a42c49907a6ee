import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpSaudiShop } from '#server/modules/invoicing/testing.ts';
import { startZatcaStandIn, testSigningKeys, testUnit } from '#server/modules/zatca/testing.ts';
import { apiConfig } from '#web/api/client.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, signedInAs } from '../../console/test-kit.tsx';

/*
 * The ZATCA screen against the real API, whose ZATCA is the stand-in of its API (decision 104): an
 * admin onboards the shop step by step; a document ZATCA rejects shows its messages, and the orders
 * desk sends it again; in Arabic and in English.
 */

const standIn = await startZatcaStandIn();
const zatca = {
  sellerAddress: testSigningKeys().sellerAddress,
  apiUrl: standIn.url,
  keySecret: 'a-web-test-secret-of-32-characters-or-more',
};
const { ctx, saudiPaidOrder } = setUpSaudiShop({ zatca });
let previousBase = '';

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  apiConfig.base = previousBase;
  ctx.app.server.closeAllConnections();
  await standIn.close();
});

const runJob = (name: 'zatca.sign-documents' | 'zatca.report-documents') =>
  ctx.app.jobs.defined.get(name)!.run();

describe('the ZATCA screen', () => {
  it('onboards the shop step by step, for an admin', async () => {
    setLanguage('ar');
    await signedInAs(ctx, 'admin');
    consolePage('/staff/zatca');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الفوترة الإلكترونية (زاتكا)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('غير مربوط: ابدأ ببيانات الوحدة.')).toBeInTheDocument();
    // The documents' list loads on its own, after the onboarding panel.
    expect(
      await screen.findByText('لم يُربط المتجر بالهيئة بعد: تنتظر الوثائق معلّقةً حتى يُربط.'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'طلب شهادة الوحدة' });
    await user.click(within(form).getByRole('button', { name: 'أنشئ المفتاح وطلب الشهادة' }));
    // Nothing is sent while a field is empty.
    await waitFor(() =>
      expect(within(form).getByLabelText(/^الرقم الضريبي/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(await ctx.app.db.query.zatcaOnboarding.findFirst()).toBeUndefined();

    const labels = {
      vat_number: 'الرقم الضريبي',
      organisation: 'اسم المكلّف',
      branch: 'الفرع',
      egs_serial: 'الرقم التسلسلي للوحدة',
      location: 'عنوان الفرع',
      industry: 'نشاط المنشأة',
    } as const;
    for (const [field, label] of Object.entries(labels)) {
      await user.type(
        within(form).getByLabelText(new RegExp(`^${label}`)),
        testUnit[field as keyof typeof labels],
      );
    }
    await user.click(within(form).getByRole('button', { name: 'أنشئ المفتاح وطلب الشهادة' }));
    await findToast('طلب الشهادة جاهز: خذ رمز تحقق لمرة واحدة من بوابة فاتورة');
    expect(
      await screen.findByText('الخطوة 2 من 4: طلب الشهادة جاهز؛ أدخل رمز التحقق من بوابة فاتورة.'),
    ).toBeInTheDocument();

    await user.type(await screen.findByLabelText('رمز التحقق لمرة واحدة'), '999999');
    await user.click(screen.getByRole('button', { name: 'احصل على شهادة الامتثال' }));
    await findToast('رفضت الهيئة: The provided OTP is invalid');
    await user.clear(screen.getByLabelText('رمز التحقق لمرة واحدة'));
    await user.type(screen.getByLabelText('رمز التحقق لمرة واحدة'), standIn.otp);
    await user.click(screen.getByRole('button', { name: 'احصل على شهادة الامتثال' }));
    await findToast('أصدرت الهيئة شهادة الامتثال: شغّل فحوص الامتثال');
    await user.click(await screen.findByRole('button', { name: 'شغّل فحوص الامتثال' }));
    await findToast('نجحت فحوص الامتثال: اطلب شهادة الإنتاج');
    await user.click(await screen.findByRole('button', { name: 'احصل على شهادة الإنتاج' }));
    await findToast('أصدرت الهيئة شهادة الإنتاج: يوقّع المتجر بها ويبلّغ من الآن');
    expect(await screen.findByText('مربوط: يوقّع المتجر ويبلّغ بشهادة الإنتاج.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('لم يُربط المتجر بالهيئة بعد: تنتظر الوثائق معلّقةً حتى يُربط.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows a rejection with ZATCA’s messages and sends it again, in English, for the orders desk', async () => {
    await saudiPaidOrder();
    expect(await runJob('zatca.sign-documents')).toEqual({ signed: 1 });
    const refusal = {
      type: 'ERROR',
      code: 'BR-KSA-37',
      category: 'KSA',
      message: 'The seller address building number must contain 4 digits.',
      status: 'ERROR',
    };
    standIn.state.refusing = [refusal];
    expect(await runJob('zatca.report-documents')).toEqual({
      reported: 0,
      cleared: 0,
      rejected: 1,
      failed: 0,
    });
    standIn.state.refusing = undefined;

    setLanguage('en');
    await signedInAs(ctx, 'orders');
    consolePage('/staff/zatca');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZATCA e-invoicing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Onboarding with ZATCA' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documents sent to ZATCA' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByText('Invoice')).toBeInTheDocument();
    expect(
      within(row).getByText('BR-KSA-37: The seller address building number must contain 4 digits.'),
    ).toBeInTheDocument();
    const number = within(row).getByText(/^INV-\d{4}-\d{6}$/).textContent!;

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: `Send again: ${number}` }));
    await findToast(`${number} will be sent to ZATCA again`);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pending'));
    expect(await runJob('zatca.report-documents')).toEqual({
      reported: 1,
      cleared: 0,
      rejected: 0,
      failed: 0,
    });
    expect([...standIn.receipts.values()]).toEqual([1]);
    setLanguage('ar');
  });
});
