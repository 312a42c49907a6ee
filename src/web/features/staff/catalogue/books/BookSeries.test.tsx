import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { apiCaller } from '#server/test/harness.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* Series in the console (issue 39, point 2): named on their own screen, a book's number given on the book, against the real API. */

const t = setUpConsoleApi();

describe('series in the console', () => {
  it('adds a series on its screen, then places a book in it, showing the server’s refusal of a taken number', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    consolePage('/staff/series');
    expect(await screen.findByRole('heading', { level: 1, name: 'السلاسل' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'سلسلة جديدة' });
    await user.type(within(form).getByLabelText(/الاسم بالعربية/), 'ثلاثية القاهرة');
    await user.type(within(form).getByLabelText(/الاسم بالإنجليزية/), 'The Cairo Trilogy');
    await user.click(within(form).getByRole('button', { name: 'إنشاء' }));
    expect(await findToast('تمت إضافة السلسلة')).toBeInTheDocument();

    const call = apiCaller(t);
    const listed = await call('GET', '/staff/series?search=القاهرة', { token: editor.token });
    const seriesId = listed.json().data[0].id as number;
    const first = await insertBook(t.database.db, { titleAr: 'بين القصرين', seriesId, seriesNumber: 1 });
    const book = await insertBook(t.database.db, { titleAr: 'قصر الشوق' });
    // On to the book in the same console, as its address would be opened.
    window.location.hash = `#/staff/books/${book.id}`;
    await screen.findByRole('heading', { level: 1, name: 'كتاب: قصر الشوق' });
    const series = screen.getByLabelText('السلسلة');
    await waitFor(() =>
      expect(within(series).getByRole('option', { name: 'ثلاثية القاهرة' })).toBeInTheDocument(),
    );
    await user.selectOptions(series, String(seriesId));
    await user.type(screen.getByRole('spinbutton', { name: /^رقمه في السلسلة/ }), '1');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findAllByText(`الكتاب رقم 1 في هذه السلسلة هو «بين القصرين» (رقم ${first.id})`),
    ).not.toHaveLength(0);

    await user.clear(screen.getByRole('spinbutton', { name: /^رقمه في السلسلة/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^رقمه في السلسلة/ }), '2');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ الكتاب')).toBeInTheDocument();
    const stored = await call('GET', `/staff/books/${book.id}`, { token: editor.token });
    expect(stored.json().data).toMatchObject({ series_id: seriesId, series_number: 2 });
  });
});
