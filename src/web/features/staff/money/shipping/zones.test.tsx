import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { shippingRates, shippingZones } from '#server/modules/shipping/testing.ts';
import { staffCaller } from '#server/modules/staff/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The shipping zones screens against the real API: add a zone, refuse a taken country, delete one. */

const t = setUpConsoleApi();
const c = {} as Record<string, number>;
beforeAll(async () => {
  const rows = await insertCountries(t.app.db, [
    { code: 'FR', nameAr: 'فرنسا', nameEn: 'France' },
    { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
    { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
    { code: 'AE', nameAr: 'الإمارات', nameEn: 'United Arab Emirates' },
  ]);
  for (const row of rows) c[row.code] = row.id;
});

describe('the shipping zones screens', () => {
  it('lets an administrator add a zone with its countries, bands, free shipping and cash on delivery', async () => {
    const user = userEvent.setup();
    const admin = await signedInAs(t, 'admin');
    consolePage('/staff/shipping-zones/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'منطقة شحن جديدة' })).toBeInTheDocument();

    const countries = await screen.findByRole('list', { name: 'دول المنطقة' });
    const groups = (await within(countries).findAllByRole('checkbox')).map(
      (box) => box.closest('label')?.textContent,
    );
    expect(groups).toEqual(['الأردنJO', 'السعوديةSA', 'الإماراتAE', 'مصرEG', 'فرنساFR']);
    await user.type(screen.getByRole('searchbox', { name: 'ابحث عن دولة' }), 'saudi');
    await user.click(within(countries).getByRole('checkbox', { name: /السعودية/ }));
    await user.clear(screen.getByRole('searchbox', { name: 'ابحث عن دولة' }));
    await user.click(within(countries).getByRole('checkbox', { name: /الإمارات/ }));
    expect(screen.getByText('اختيرت دولتان')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^اسم المنطقة بالعربية/), 'الخليج');
    await user.type(screen.getByLabelText(/^اسم المنطقة بالإنجليزية/), 'Gulf');
    const price = screen.getByLabelText(/^الشريحة 1: السعر/);
    await user.clear(price);
    await user.type(price, '6.5');
    await user.click(screen.getByRole('button', { name: 'إضافة شريحة' }));
    const second = screen.getByLabelText(/^الشريحة 2: السعر/);
    await user.clear(second);
    await user.type(second, '9');
    await user.type(screen.getByLabelText(/^الشحن مجاني ابتداءً من/), '80');
    await user.click(screen.getByLabelText('الدفع عند الاستلام متاح'));
    const fee = screen.getByLabelText(/^رسم الدفع عند الاستلام/);
    await user.clear(fee);
    await user.type(fee, '2');
    const max = screen.getByLabelText(/^التوصيل خلال \(أيام\) على الأكثر/);
    await user.clear(max);
    await user.type(max, '6');
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));

    expect(await findToast('تمت إضافة منطقة الشحن')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'مناطق الشحن' })).toBeInTheDocument();
    const [zone] = await t.app.db.select().from(shippingZones);
    expect(zone).toMatchObject({
      nameAr: 'الخليج',
      nameEn: 'Gulf',
      freeShippingFromCents: 8000,
      codOffered: true,
      codFeeCents: 200,
      deliveryDaysMin: 1,
      deliveryDaysMax: 6,
    });
    const bands = await t.app.db.select().from(shippingRates).orderBy(asc(shippingRates.maxGrams));
    expect(bands.map((band) => [band.maxGrams, band.priceCents])).toEqual([
      [500, 650],
      [1000, 900],
    ]);

    const table = await screen.findByRole('table', { name: 'مناطق الشحن' });
    const row = within(table).getByRole('link', { name: 'الخليج' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual([
      'السعودية، الإمارات',
      'حتى 500 غرام: $6.50حتى 1,000 غرام: $9.00مجانًا من $80.00',
      'متاح، الرسم $2.00',
      '1–6 أيام',
    ]);
    const logged = await staffCaller(t)('GET', '/staff/activity?entity=shipping_zone', {
      token: admin.token,
    });
    expect(logged.json().data.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });

  it('shows a country already in another zone under the countries, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    consolePage('/staff/shipping-zones/new');
    const countries = await screen.findByRole('list', { name: 'دول المنطقة' });
    await user.click(await within(countries).findByRole('checkbox', { name: /السعودية/ }));
    await user.type(screen.getByLabelText(/^اسم المنطقة بالعربية/), 'السعودية');
    await user.type(screen.getByLabelText(/^اسم المنطقة بالإنجليزية/), 'Saudi Arabia');
    await user.click(screen.getByRole('button', { name: 'إنشاء' }));
    const group = screen.getByRole('group', { name: 'دول المنطقة' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('SA موجود من قبل في منطقة «الخليج»'));
    expect(screen.getByLabelText(/^اسم المنطقة بالعربية/)).toHaveValue('السعودية');
  });

  it('deletes a zone once the administrator confirms, naming it in English', async () => {
    const user = userEvent.setup();
    setLanguage('en');
    await signedInAs(t, 'admin');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    consolePage('/staff/shipping-zones');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Delete the zone “Gulf”? Its countries will no longer be shipped to.',
    );
    expect(await findToast('Shipping zone deleted')).toBeInTheDocument();
    expect(await screen.findByText(/No zone yet/)).toBeInTheDocument();
    expect(await t.app.db.select().from(shippingZones)).toEqual([]);
    setLanguage('ar');
  });

  it('shows an editor the zones and the packaging weight without a way to change them', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff/shipping-zones');
    expect(await screen.findByRole('heading', { level: 1, name: 'مناطق الشحن' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^وزن التغليف/)).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'إضافة منطقة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مناطق الشحن' })).toBeInTheDocument();
  });
});
