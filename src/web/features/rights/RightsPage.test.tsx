import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { type Handler, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderPage } from '#web/test/render.tsx';
import RightsPage from './RightsPage.tsx';

/* The rights enquiry page (decision 093): the book found in the catalogue, the terms, who asks; the reference once sent. */

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const kanafani = { id: 4, name: 'غسان كنفاني', name_ar: 'غسان كنفاني', name_en: 'Ghassan Kanafani' };
const book = bookFixture({
  id: 7,
  title: 'رجال في الشمس',
  title_ar: 'رجال في الشمس',
  title_en: 'Men in the Sun',
  writer: kanafani,
});
const countries = [
  { id: 1, code: 'EG', name: 'مصر', name_ar: 'مصر', name_en: 'Egypt' },
  { id: 2, code: 'TR', name: 'تركيا', name_ar: 'تركيا', name_en: 'Turkey' },
  { id: 3, code: 'FR', name: 'فرنسا', name_ar: 'فرنسا', name_en: 'France' },
];

/** The catalogue and the countries; `enquiry` answers the form's POST. */
const catalogue =
  (enquiry?: Reply | Promise<Reply>): Handler =>
  (request) => {
    if (request.path === '/api/books') return { body: { data: [book] } };
    if (request.path === '/api/books/7') return { body: { data: book } };
    if (request.path === '/api/countries') return { body: { data: countries } };
    if (request.path === '/api/rights/enquiries') return enquiry;
    return undefined;
  };

async function openPage(path: string, handler: Handler) {
  api = await startApiServer(handler);
  const user = userEvent.setup();
  renderPage(path, { '/rights': RightsPage });
  const form = await screen.findByRole('form', {
    name: languageStore.get() === 'en' ? 'Rights enquiry' : 'طلب حقوق',
  });
  return { user, form };
}

const posted = () => api?.requests.filter((r) => r.path === '/api/rights/enquiries') ?? [];

describe('the rights enquiry page', () => {
  it('finds the book, takes the terms and the enquirer, and shows the reference to quote', async () => {
    languageStore.set('en');
    const { user, form } = await openPage(
      '/rights',
      catalogue({
        status: 201,
        body: { data: { reference: 'RE-7K3Q9X' }, message: 'We received your enquiry' },
      }),
    );
    await user.type(within(form).getByLabelText('Search the catalogue by title or writer'), 'Men');
    await user.click(await within(form).findByRole('button', { name: 'Men in the Sun — Ghassan Kanafani' }));
    expect(within(form).getByRole('button', { name: 'Choose another book' })).toHaveFocus();

    await user.click(within(form).getByLabelText('Particular countries'));
    await user.click(await within(form).findByLabelText('Turkey'));
    await user.click(within(form).getByLabelText('France'));
    expect(within(form).getByText('2 countries chosen')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Language of the edition'), 'Turkish');
    await user.click(within(form).getByLabelText('Print'));
    await user.type(within(form).getByLabelText('Planned print run (copies)'), '3,000');
    await user.type(within(form).getByLabelText('Publishing house or company'), 'Yapı Kredi Yayınları');
    await user.type(within(form).getByLabelText('Your name'), 'Ayşe Demir');
    await user.type(within(form).getByLabelText('E-mail'), 'rights@yky.example');
    await user.click(within(form).getByRole('button', { name: 'Send the enquiry' }));

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Thank you: your enquiry is registered');
    expect(within(sent).getByText('RE-7K3Q9X').tagName).toBe('BDI');
    expect(sent).toHaveTextContent('We sent a confirmation to \u2068rights@yky.example\u2069.');
    expect(posted().map((r) => r.body)).toEqual([
      {
        book_id: 7,
        territories: ['TR', 'FR'],
        language: 'tr',
        format: 'print',
        print_run: 3000,
        company: 'Yapı Kredi Yayınları',
        contact_name: 'Ayşe Demir',
        email: 'rights@yky.example',
      },
    ]);

    await user.click(within(sent).getByRole('button', { name: 'Send another enquiry' }));
    expect(await screen.findByRole('form', { name: 'Rights enquiry' })).toBeInTheDocument();
  });

  it('takes the book from the link and checks what is missing before calling the server, in Arabic', async () => {
    const { user, form } = await openPage('/rights?book=7', catalogue());
    expect(await within(form).findByText('رجال في الشمس')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('بلدان بعينها'));
    await user.click(within(form).getByRole('button', { name: 'أرسل الطلب' }));

    expect(await within(form).findByRole('group', { name: 'الإقليم' })).toHaveAccessibleDescription(
      'اختر العالم كله أو بلداً واحداً على الأقل',
    );
    expect(within(form).getByLabelText('لغة الطبعة')).toHaveAccessibleDescription('اختر لغة الطبعة');
    expect(within(form).getByRole('group', { name: 'الشكل' })).toHaveAccessibleDescription('اختر الشكل');
    expect(within(form).getByLabelText('دار النشر أو الجهة')).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(within(form).getByLabelText('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('الهاتف (اختياري، مع رمز البلد)')).not.toHaveAttribute('aria-invalid');
    expect(posted()).toEqual([]);
  });

  it('asks for a book when none is chosen, and leaves the print run out of an audiobook', async () => {
    languageStore.set('en');
    const { user, form } = await openPage('/rights', catalogue());
    await user.click(within(form).getByLabelText('Audiobook'));
    expect(within(form).queryByLabelText('Planned print run (copies)')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send the enquiry' }));
    expect(await within(form).findByRole('group', { name: 'Book' })).toHaveAccessibleDescription(
      'Choose a book from the catalogue',
    );
  });

  it('shows the server’s field errors (422) under their fields and keeps what was typed', async () => {
    const refusal: Reply = {
      status: 422,
      body: {
        message: 'The given data was invalid',
        code: 'validation',
        errors: {
          territories: ['The territory names an unknown country: choose the countries from the list'],
          phone: ['The phone number is not valid'],
        },
      },
    };
    languageStore.set('en');
    const { user, form } = await openPage('/rights?book=7', catalogue(refusal));
    await within(form).findByText('Men in the Sun');
    await user.selectOptions(within(form).getByLabelText('Language of the edition'), 'French');
    await user.click(within(form).getByLabelText('All formats'));
    await user.type(within(form).getByLabelText('Publishing house or company'), 'Actes Sud');
    await user.type(within(form).getByLabelText('Your name'), 'Claire Martin');
    await user.type(within(form).getByLabelText('E-mail'), 'droits@actes-sud.example');
    await user.type(within(form).getByLabelText('Phone (optional, with the country code)'), '12');
    await user.click(within(form).getByRole('button', { name: 'Send the enquiry' }));

    const phone = within(form).getByLabelText('Phone (optional, with the country code)');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('The phone number is not valid'));
    expect(within(form).getByRole('group', { name: 'Territory' })).toHaveAccessibleDescription(
      'The territory names an unknown country: choose the countries from the list',
    );
    expect(phone).toHaveValue('12');
    expect(posted().map((r) => r.body)).toEqual([
      {
        book_id: 7,
        territories: ['world'],
        language: 'fr',
        format: 'all',
        company: 'Actes Sud',
        contact_name: 'Claire Martin',
        email: 'droits@actes-sud.example',
        phone: '12',
      },
    ]);
  });

  it('hides the honeypot from people: out of sight, out of the tab order, silent to screen readers', async () => {
    const { form } = await openPage('/rights', catalogue());
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: 'اترك هذا الحقل فارغاً' })).not.toBeInTheDocument();
  });
});
