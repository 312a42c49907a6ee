import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '#web/state/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import './i18n.ts';
import { DaysFilter } from './DayFilter.tsx';
import { useListParams } from './list.tsx';

/* The day filters of a list, written in the console language's own order, not the browser's. */

function Probe() {
  const list = useListParams({ sort: 'date', dir: 'desc' });
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <DaysFilter list={list} />
    </>
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;

describe('a list’s day filters', () => {
  it('read and write a day as day/month/year in Arabic', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, '/staff/orders?from=2026-11-05');
    const from = screen.getByLabelText('من');
    expect(from).toHaveValue('5/11/2026');
    expect(from).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText('إلى')).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    await user.type(screen.getByLabelText('إلى'), '30/11/2026{enter}');
    expect(url()).toBe('?from=2026-11-05&to=2026-11-30');
    // No such day: the field goes back to what the filter holds.
    await user.clear(from);
    await user.type(from, '31/2/2026{enter}');
    expect(from).toHaveValue('5/11/2026');
    expect(url()).toBe('?from=2026-11-05&to=2026-11-30');
  });

  it('read and write a day as month/day/year in English', async () => {
    setLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<Probe />, '/staff/orders?from=2026-11-05');
    expect(screen.getByLabelText('From')).toHaveValue('11/5/2026');
    expect(screen.getByLabelText('To')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await user.clear(screen.getByLabelText('From'));
    await user.tab();
    expect(url()).toBe('');
  });
});
