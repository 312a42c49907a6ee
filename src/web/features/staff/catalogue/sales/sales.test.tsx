import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures, sales } from '#server/modules/catalog/testing.ts';
import { toWallTime } from '#shared/shop-time.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The sales screen against the real API: editors keep sales, the orders role never sees the screen. */

const t = setUpConsoleApi();
beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
});

const inHours = (hours: number) => toWallTime(new Date(Date.now() + hours * 3_600_000)).slice(0, 16);
const navigation = () => screen.getAllByRole('navigation', { name: /أقسام اللوحة|Console sections/ })[0]!;

describe('the sales screen', () => {
  it('lets an editor add a sale of a category in Arabic, shows it running, then end it', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'التخفيضات' })).toBeInTheDocument();
    expect(await screen.findByText('لا تخفيضات بعد.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^الاسم بالعربية/), 'تخفيضات رمضان');
    await user.type(screen.getByLabelText(/^الاسم بالإنجليزية/), 'Ramadan sale');
    await user.selectOptions(screen.getByLabelText(/^على/), 'تصنيف');
    await user.selectOptions(await screen.findByLabelText(/^التصنيف/), 'روايات');
    await user.type(screen.getByLabelText(/^نسبة التخفيض/), '20');
    await user.type(screen.getByLabelText(/^يبدأ/), inHours(-1));
    await user.type(screen.getByLabelText(/^ينتهي/), inHours(48));
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('أُضيف التخفيض')).toBeInTheDocument();
    expect(await t.database.db.select().from(sales)).toMatchObject([
      { nameAr: 'تخفيضات رمضان', scope: 'category', categoryId: 1, percent: 20 },
    ]);
    const row = (await screen.findByText('تخفيضات رمضان', { selector: 'span.font-bold' })).closest('tr')!;
    expect(row).toHaveTextContent('التصنيف: روايات');
    expect(row).toHaveTextContent('−20%');
    expect(within(row).getByText('جارٍ')).toBeInTheDocument();

    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      await user.click(within(row).getByRole('button', { name: 'إنهاء الآن' }));
      expect(await findToast('أُنهي التخفيض')).toBeInTheDocument();
    } finally {
      window.confirm = confirm;
    }
    await waitFor(() => expect(within(row).getByText('انتهى')).toBeInTheDocument());

    // The running ones only: none now.
    await user.selectOptions(screen.getByLabelText('الحالة'), 'جارٍ');
    expect(await screen.findByText('لا تخفيضات بعد.')).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field, in English', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    setLanguage('en');
    consolePage('/staff/sales');
    await screen.findByRole('heading', { level: 1, name: 'Sales' });
    await user.type(screen.getByLabelText(/^Name in Arabic/), 'تخفيض');
    await user.type(screen.getByLabelText(/^Name in English/), 'Sale');
    await user.selectOptions(screen.getByLabelText(/^On/), 'Chosen books');
    await user.type(await screen.findByLabelText(/^Book numbers/), '3, 1');
    const named = await screen.findByTestId('sale-books');
    await waitFor(() => expect(named).toHaveTextContent('#1 Palace Walk#3 The Muqaddimah'));
    await user.type(screen.getByLabelText(/^Percentage off/), '10');
    await user.type(screen.getByLabelText(/^PDF price/), '2');
    await user.type(screen.getByLabelText(/^Starts/), inHours(1));
    await user.type(screen.getByLabelText(/^Ends/), inHours(2));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Percentage off/)).toHaveAccessibleDescription(
        'Give either a percentage or a fixed price for at least one format, not both',
      ),
    );
    setLanguage('ar');
  });

  it('is not in the orders role’s navigation, and tells them the page is not theirs', async () => {
    await signedInAs(t, 'orders');
    consolePage('/staff/sales');
    expect(await screen.findByRole('alert')).toHaveTextContent('دورك في فريق العمل لا يفتح هذه الصفحة.');
    expect(within(navigation()).queryByText('التخفيضات')).not.toBeInTheDocument();
  });
});
