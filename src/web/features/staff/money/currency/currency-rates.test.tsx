import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '#server/modules/reference/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The currency rates screen against the real API: each rate with when and by whom, set by admins. */

const t = setUpConsoleApi();
beforeAll(async () => {
  await t.app.db.insert(currencyRates).values([
    { code: 'SAR', rateMicros: 3_750_000, setAt: new Date('2026-11-01T08:00:00Z') },
    { code: 'KWD', rateMicros: 307_000, setAt: new Date('2026-11-01T08:00:00Z') },
  ]);
});

describe('the currency rates screen', () => {
  it('lets an administrator set a rate, then shows it with when and by whom, in Arabic', async () => {
    const user = userEvent.setup();
    const admin = await signedInAs(t, 'admin');
    consolePage('/staff/currency-rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'أسعار صرف العملات' })).toBeInTheDocument();
    const riyal = await screen.findByTestId('rate-SAR');
    expect(within(riyal).getByText('1 USD = 3.75 SAR')).toBeInTheDocument();
    expect(within(riyal).getByText(/^حُدّد في .* مع بيانات المتجر الأولى$/)).toBeInTheDocument();
    expect(within(screen.getByTestId('rate-KWD')).getByText('1 USD = 0.307 KWD')).toBeInTheDocument();
    expect(within(screen.getByTestId('rate-EGP')).getByText(/لا يوجد سعر بعد/)).toBeInTheDocument();

    const field = within(riyal).getByLabelText(/^السعر الجديد: قيمة 1 USD بعملة SAR/);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(riyal).getByRole('button', { name: 'حفظ' }));
    expect(
      await within(riyal).findByText('سعر الصرف رقم أكبر من صفر وحتى 100000، بست خانات عشرية على الأكثر'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '3.76');
    await user.click(within(riyal).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ سعر الصرف')).toBeInTheDocument();
    expect(await within(riyal).findByText('1 USD = 3.76 SAR')).toBeInTheDocument();
    expect(within(riyal).getByText(new RegExp(`بواسطة \u2068${admin.name}\u2069$`))).toBeInTheDocument();
    const [row] = await t.app.db.select().from(currencyRates).where(eq(currencyRates.code, 'SAR'));
    expect(row!.rateMicros).toBe(3_760_000);
    expect(screen.getByRole('link', { name: 'التغييرات في سجل النشاط' })).toHaveAttribute(
      'href',
      '#/staff/activity?entity=currency_rate',
    );
  });

  it('shows the rates to other members in English without a form', async () => {
    await signedInAs(t, 'editor');
    setLanguage('en');
    consolePage('/staff/currency-rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Currency rates' })).toBeInTheDocument();
    expect(screen.getByText(/Only administrators change them\.$/)).toBeInTheDocument();
    const dinar = await screen.findByTestId('rate-KWD');
    expect(within(dinar).getByRole('heading', { name: 'Kuwaiti Dinar (KWD)' })).toBeInTheDocument();
    expect(within(dinar).getByText('1 USD = 0.307 KWD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Currency rates' })).toBeInTheDocument();
  });
});
