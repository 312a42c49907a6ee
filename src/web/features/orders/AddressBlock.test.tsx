import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderAddress } from '#shared/contract/orders.ts';
import { setLanguage } from '#web/state/language.ts';
import { unisolatedLatin } from '#web/test/bidi.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AddressBlock } from './AddressBlock.tsx';

const jordan = { id: 1, name: 'Jordan', name_ar: 'الأردن', name_en: 'Jordan' };
const address: OrderAddress = {
  shipping_name: 'Sara Ahmad',
  shipping_country_id: 1,
  shipping_country: jordan,
  shipping_address: '12 University Street',
  shipping_city: 'Amman',
  shipping_state: 'العاصمة',
  shipping_postal_code: '11942',
  shipping_short_address: null,
  shipping_mobile: '+962791234567',
  shipping_email: 'sara@example.com',
  billing_name: 'سارة أحمد',
  billing_country_id: 1,
  billing_country: jordan,
  billing_address: 'شارع الجامعة 12',
  billing_city: 'عمّان',
  billing_state: 'العاصمة',
  billing_postal_code: '11942',
  billing_short_address: null,
  billing_mobile: '+962791234567',
  billing_email: 'sara@example.com',
};

describe('an order’s address on the reader’s order page', () => {
  it.each(['ar', 'en'] as const)('isolates a Latin street, name and city in %s', (lang) => {
    setLanguage(lang);
    renderWithProviders(<AddressBlock kind="shipping" address={address} />);
    const street = screen.getByText('12 University Street');
    const block = street.closest('section')!;
    expect(street.closest('bdi')).not.toBeNull();
    if (lang === 'ar') expect(unisolatedLatin(block)).toEqual([]);
  });
});
