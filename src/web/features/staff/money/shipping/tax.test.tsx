import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { shippingSettings, taxRules } from '#server/modules/shipping/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The tax rules screen and the shipping settings against the real API. */

const t = setUpConsoleApi();
const c = {} as Record<string, number>;
beforeAll(async () => {
  const rows = await insertCountries(t.app.db, [
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
    { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
  ]);
  for (const row of rows) c[row.code] = row.id;
});

const NOTE_AR =
  'الناشر هو من يتحقق من نسب الضريبة وتسجيلاته الضريبية لدى محاسبه أو لدى الجهة الضريبية. يفرض المتجر النسب المدخلة هنا كما هي ولا يتحقق من أيّ منها.';

describe('the tax rules screen', () => {
  it('says the publisher confirms its rates, and lets an administrator add Saudi VAT on printed books', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    consolePage('/staff/tax-rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'قواعد الضريبة' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NOTE_AR);
    expect(await screen.findByText('لا قواعد ضريبة: لا تُفرض أي ضريبة.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^النسبة/)).toHaveAccessibleDescription('هذا الحقل مطلوب'),
    );
    expect(screen.getByLabelText(/^الدولة/)).toHaveAccessibleDescription('هذا الحقل مطلوب');

    await user.selectOptions(screen.getByLabelText(/^الدولة/), 'السعودية');
    await user.type(screen.getByLabelText(/^النسبة/), '15');
    await user.type(screen.getByLabelText(/^الاسم بالعربية/), 'ضريبة القيمة المضافة');
    await user.type(screen.getByLabelText(/^الاسم بالإنجليزية/), 'VAT');
    await user.click(screen.getByLabelText('تُفرض على رسم الدفع عند الاستلام'));
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة قاعدة الضريبة')).toBeInTheDocument();
    expect(await t.app.db.select().from(taxRules)).toMatchObject([
      {
        countryId: c.SA,
        format: 'printed',
        rateBp: 1500,
        labelAr: 'ضريبة القيمة المضافة',
        labelEn: 'VAT',
        taxesShipping: true,
        taxesCodFee: false,
      },
    ]);
    const table = await screen.findByRole('table', { name: 'قواعد الضريبة' });
    const row = (await within(table).findByText('السعودية')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['السعودية', 'ورقية', '15\u200e%\u200e', 'ضريبة القيمة المضافةVAT', 'نعم', 'لا', 'تعديلحذف']);

    await user.click(within(row).getByRole('button', { name: 'تعديل قاعدة السعودية (ورقية)' }));
    const edit = screen.getByRole('form', { name: 'تعديل قاعدة السعودية (ورقية)' });
    await user.selectOptions(within(edit).getByLabelText(/^الدولة/), 'الأردن');
    await user.selectOptions(within(edit).getByLabelText(/^الكتب/), 'إلكترونية (PDF)');
    await user.click(within(edit).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ قاعدة الضريبة')).toBeInTheDocument();
    expect(await t.app.db.select().from(taxRules)).toMatchObject([{ countryId: c.JO, format: 'digital' }]);
  });

  it('saves whether catalogue prices include tax, and the packaging weight, in English', async () => {
    const user = userEvent.setup();
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/tax-rules');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The publisher confirms its own tax rates and registrations with its accountant or the tax authority. The shop charges exactly the rates entered here and checks none of them.',
    );
    const included = await screen.findByLabelText('Catalogue prices include tax');
    expect(included).not.toBeChecked();
    await user.click(included);
    const form = screen.getByRole('form', { name: 'Prices and tax' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await findToast('Shipping and tax settings saved')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await t.app.db.select().from(shippingSettings)).toMatchObject([
        { packagingGrams: 0, pricesIncludeTax: true },
      ]),
    );
    setLanguage('ar');
  });

  it('shows an orders member the rules to read, without the form', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/tax-rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'قواعد الضريبة' })).toBeInTheDocument();
    expect(await screen.findByLabelText('أسعار الكتالوج تشمل الضريبة')).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'قاعدة ضريبة جديدة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
  });
});
