import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParcelTracking } from '#shared/contract/carriers.ts';
import { setLanguage } from '#web/state/language.ts';
import { unisolatedLatin } from '#web/test/bidi.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ShipmentSteps } from './ShipmentSteps.tsx';

/* The carrier's steps of the buyer's parcel on the order page (decision 101), in both languages. */

const parcel: ParcelTracking = {
  carrier_name: 'Aramex',
  waybill: '30412345678',
  tracking_url: 'https://www.aramex.com/track/results?mode=0&ShipmentNumber=30412345678',
  steps: [
    {
      step: 'picked_up',
      description_en: 'Picked Up',
      description_ar: null,
      location: 'Riyadh, Saudi Arabia',
      at: '2026-11-30T09:00:00.000Z',
    },
    {
      step: 'out_for_delivery',
      description_en: 'Out for delivery',
      description_ar: 'الشحنة في الطريق إليك',
      location: 'Riyadh',
      at: '2026-12-01T07:30:00.000Z',
    },
  ],
};

const stepsShown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('data-step'), item.querySelector('strong')!.textContent]);

describe('the parcel’s steps on the buyer’s order page', () => {
  it('names each step in Arabic, with the carrier’s words, the waybill and the tracking link', () => {
    setLanguage('ar');
    renderWithProviders(<ShipmentSteps parcel={parcel} />);
    const section = screen.getByRole('region', { name: 'شحنتك' });
    expect(stepsShown()).toEqual([
      ['picked_up', 'استُلمت من المتجر'],
      ['out_for_delivery', 'خرجت للتوصيل'],
    ]);
    expect(within(section).getByText('الشحنة في الطريق إليك')).toBeInTheDocument();
    expect(within(section).getByText('Picked Up').closest('bdi')).not.toBeNull();
    expect(within(section).getByText('30412345678').closest('bdi')).not.toBeNull();
    const link = within(section).getByRole('link', { name: 'تتبّع الشحنة على موقع \u2068Aramex\u2069' });
    expect(link).toHaveAttribute('href', parcel.tracking_url);
    expect(unisolatedLatin(section)).toEqual([]);
  });

  it('names each step in English, the carrier’s English words beside it', () => {
    setLanguage('en');
    renderWithProviders(<ShipmentSteps parcel={parcel} />);
    const section = screen.getByRole('region', { name: 'Your parcel' });
    expect(stepsShown()).toEqual([
      ['picked_up', 'Picked up'],
      ['out_for_delivery', 'Out for delivery'],
    ]);
    expect(within(section).getByText('Picked Up')).toBeInTheDocument();
    expect(within(section).queryByText('الشحنة في الطريق إليك')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Track on \u2068Aramex\u2069’s site' })).toHaveAttribute(
      'href',
      parcel.tracking_url,
    );
  });

  it('says when the carrier has reported nothing yet, and offers no link for the sandbox', () => {
    setLanguage('en');
    renderWithProviders(<ShipmentSteps parcel={{ ...parcel, tracking_url: null, steps: [] }} />);
    expect(screen.getByText('The carrier has not reported any step yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
