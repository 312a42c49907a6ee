import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { apiCaller } from '#server/test/harness.ts';
import { languageStore } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * A book's subtitle and Thema subject codes in the console (decision 095), against the real API: the
 * stored ones in the form, codes typed or picked from the common ones with their headings, and the
 * API's own refusals, in the member's language, before anything is sent.
 */

const t = setUpConsoleApi();
const field = (label: RegExp | string) => screen.getByLabelText(label);

describe('a book’s subtitle and subjects in the console', () => {
  it('shows the stored ones, refuses a qualifier first, and saves codes typed and picked', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    const book = await insertBook(t.database.db, {
      titleAr: 'بين القصرين',
      subtitleAr: 'رواية',
      themaCodes: ['FBA', '1FB'],
    });
    consolePage(`/staff/books/${book.id}`);
    await screen.findByRole('heading', { level: 1, name: 'كتاب: بين القصرين' });
    expect(field(/^العنوان الفرعي بالعربية/)).toHaveValue('رواية');
    expect(field(/^العنوان الفرعي بالإنجليزية/)).toHaveValue('');
    const codes = field(/^رموز موضوعات Thema/);
    expect(codes).toHaveValue('FBA 1FB');
    const shown = within(screen.getByTestId('thema-codes'));
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'FBA الأدب القصصي الحديث والمعاصر · الموضوع الرئيسي',
      '1FB الشرق الأوسط',
    ]);

    await user.clear(codes);
    await user.type(codes, '1fb fba');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText(
        'رمز Thema الأول هو الموضوع الرئيسي: فئة موضوع تبدأ بحرف (مثل FBA)، لا مؤهِّل يبدأ برقم',
      ),
    ).toBeInTheDocument();
    expect(codes).toHaveAttribute('aria-invalid', 'true');

    await user.clear(codes);
    await user.type(codes, 'dcf, 1fb');
    await user.selectOptions(field('إضافة موضوع شائع'), 'FYT');
    expect(codes).toHaveValue('DCF 1FB FYT');
    await user.type(field(/^العنوان الفرعي بالإنجليزية/), 'A Novel');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ الكتاب')).toBeInTheDocument();
    const stored = await apiCaller(t)('GET', `/staff/books/${book.id}`, { token: editor.token });
    expect(stored.json().data).toMatchObject({
      subtitle_ar: 'رواية',
      subtitle_en: 'A Novel',
      thema_codes: ['DCF', '1FB', 'FYT'],
    });
  });

  it('says in English what is wrong with a code and with a subtitle too long', async () => {
    const user = userEvent.setup();
    languageStore.set('en');
    await signedInAs(t, 'editor');
    const book = await insertBook(t.database.db, { titleAr: 'قصر الشوق', titleEn: 'Palace of Desire' });
    consolePage(`/staff/books/${book.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Book: Palace of Desire' });
    await user.type(field(/^Thema subject codes/), 'FBA B12');
    await user.click(field(/^Subtitle in English/));
    await user.paste('a'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Each Thema code starts with its section’s letter (like FBA) or a qualifier’s digit from 1 to 6 (like 1FB), then Latin letters and digits, 9 characters at most',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The number of characters must be at most 300')).toBeInTheDocument();
    // Only the known code shows a heading.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('thema-codes'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['FBA Modern and contemporary fiction · main subject', 'B12 not among the common codes']),
    );
  });
});
