import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { labelled } from './console.ts';
import { DEMO, type Lang, main, waitForPath } from './steps.ts';
import { shopText } from './texts.ts';

/* The hard-copy checkout as a reader fills it: the addresses, the payment on delivery, the order. */

export const checkoutWords = {
  ar: {
    checkout: 'إتمام الشراء',
    shipping: 'عنوان الشحن',
    billing: 'عنوان الفاتورة',
    differentBilling: 'استخدام عنوان فاتورة مختلف',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    country: 'الدولة',
    street: 'العنوان (الشارع)',
    city: 'المدينة',
    state: 'المنطقة / الولاية',
    postal: 'الرمز البريدي',
    note: 'ملاحظة على الطلب',
    cashOnDelivery: 'الدفع عند الاستلام',
    placeOrder: 'تأكيد الطلب',
    orderNumber: /^الطلب رقم (\d+)$/,
    jordan: 'الأردن',
    saudi: 'السعودية',
  },
  en: {
    checkout: 'Checkout',
    shipping: 'Shipping address',
    billing: 'Billing address',
    differentBilling: 'Use a different billing address',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone',
    country: 'Country',
    street: 'Street address',
    city: 'City',
    state: 'State / region',
    postal: 'Postal code',
    note: 'Order note',
    cashOnDelivery: 'Cash on delivery',
    placeOrder: 'Place order',
    orderNumber: /^Order #(\d+)$/,
    jordan: 'Jordan',
    saudi: 'Saudi Arabia',
  },
} as const;

export type AddressValues = Partial<
  Record<'name' | 'email' | 'phone' | 'country' | 'street' | 'city' | 'state' | 'postal', string>
>;

/** Fills the address block `region` (shipping or billing); `country` is chosen by its name. */
export async function fillAddress(page: Page, lang: Lang, region: string, values: AddressValues) {
  const w = checkoutWords[lang];
  const block = page.getByRole('region', { name: region });
  for (const [key, value] of Object.entries(values)) {
    if (key === 'country') await block.getByLabel(labelled(w.country)).selectOption({ label: value });
    else await block.getByLabel(labelled(w[key as Exclude<keyof AddressValues, 'country'>])).fill(value);
  }
}

/** A shipping address in Amman, in the page's language. */
export const ammanAddress = (lang: Lang): AddressValues => ({
  name: lang === 'ar' ? 'هدى سالم' : 'Huda Salem',
  email: DEMO.email,
  phone: '+962 79 000 0000',
  country: checkoutWords[lang].jordan,
  street: lang === 'ar' ? 'شارع الرينبو ١٢' : '12 Rainbow Street',
  city: lang === 'ar' ? 'عمّان' : 'Amman',
  state: lang === 'ar' ? 'العاصمة' : 'Capital',
  postal: '11181',
});

/** On /check-out with hard copies in the cart: the address, cash on delivery, then the order's id. */
export async function placeOnDelivery(page: Page, lang: Lang): Promise<number> {
  const w = checkoutWords[lang];
  await waitForPath(page, '/check-out');
  await fillAddress(page, lang, w.shipping, ammanAddress(lang));
  await page.getByRole('radio', { name: w.cashOnDelivery }).check();
  await page.getByRole('button', { name: w.placeOrder }).click();
  await waitForPath(page, '/my-orders');
  return newestOrderId(page, lang);
}

/** The number of the first order card on My orders. */
export async function newestOrderId(page: Page, lang: Lang): Promise<number> {
  const heading = main(page).getByTestId('order-card').first().getByRole('heading');
  await heading.waitFor();
  const match = checkoutWords[lang].orderNumber.exec((await heading.textContent())?.trim() ?? '');
  expect(match).not.toBeNull();
  return Number(match?.[1]);
}

/**
 * On /check-out/pdf, names the buyer's country when their profile does not remember one yet, as a
 * first digital checkout asks it: Jordan, where the demo taxes no e-books, unless told another.
 */
export async function chooseTaxCountry(
  page: Page,
  lang: Lang,
  country = lang === 'ar' ? 'الأردن' : 'Jordan',
) {
  const select = main(page).getByLabel(new RegExp(`^${shopText(lang, 'orders:pdf.country')}`));
  await select.waitFor();
  if ((await select.inputValue()) !== '') return;
  const value = await select.locator('option', { hasText: country }).first().getAttribute('value');
  await select.selectOption(value as string);
}
