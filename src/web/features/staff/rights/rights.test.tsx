import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { insertEnquiry } from '#server/modules/rights/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* Rights enquiries in the console against the real API (decision 093): the list by status, one enquiry, its moves. */

const t = setUpConsoleApi();

async function gallimard() {
  const book = await insertBook(t.app.db, { titleAr: 'رجال في الشمس', titleEn: 'Men in the Sun' });
  return insertEnquiry(t.app.db, {
    bookId: book!.id,
    bookTitleAr: 'رجال في الشمس',
    bookTitleEn: 'Men in the Sun',
    company: 'Éditions Gallimard',
    contactName: 'Claire Martin',
    email: 'droits@gallimard.example',
    territories: ['FR', 'BE'],
    language: 'fr',
    format: 'print',
    printRun: 3000,
    message: 'Nous publions la littérature arabe contemporaine.',
  });
}

describe('the rights enquiries', () => {
  it('lists the new ones, opens one with its terms, and moves it on with a note kept in its history', async () => {
    const enquiry = await gallimard();
    await insertEnquiry(t.app.db, { company: 'Hanser Verlag', status: 'declined' });
    const user = userEvent.setup();
    await signedInAs(t, 'editor');
    consolePage('/staff/rights?status=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'طلبات الحقوق' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'طلبات الحقوق' });
    const row = (await within(table).findByText('Éditions Gallimard')).closest('tr')!;
    expect(row).toHaveTextContent('رجال في الشمس');
    expect(row).toHaveTextContent('فرنسا وبلجيكا · الفرنسية · طبعة ورقية');
    expect(row).toHaveTextContent('جديد');
    expect(within(table).queryByText('Hanser Verlag')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: enquiry.reference }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `الطلب \u2066${enquiry.reference}\u2069` }),
    ).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'المطلوب' });
    expect(within(terms).getByRole('link', { name: 'رجال في الشمس' })).toHaveAttribute(
      'href',
      `#/staff/books/${enquiry.bookId}`,
    );
    expect(terms).toHaveTextContent('عدد النسخ3,000 نسخة');
    const enquirer = screen.getByRole('region', { name: 'صاحب الطلب' });
    expect(enquirer).toHaveTextContent('يراسَل بـالإنجليزية');
    const history = screen.getByRole('region', { name: 'التاريخ' });
    expect(within(history).getByText('وصل عبر النموذج')).toBeInTheDocument();

    const move = screen.getByRole('form', { name: 'انقل الطلب' });
    expect(
      within(move)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['قيد التفاوض', 'مرفوض']);
    await user.click(within(move).getByLabelText('قيد التفاوض'));
    await user.type(within(move).getByLabelText(/ملاحظة للتاريخ/), 'طلبنا عرضاً مكتوباً');
    await user.click(within(move).getByRole('button', { name: 'احفظ الحالة' }));
    await findToast('حُفظت حالة الطلب');
    expect(await within(history).findByText('جديد ← قيد التفاوض')).toBeInTheDocument();
    expect(within(history).getByText('طلبنا عرضاً مكتوباً')).toBeInTheDocument();
    expect(history).toHaveTextContent('غيّره Staff editor');

    await user.click(within(move).getByLabelText('مُنحت الحقوق'));
    expect(within(move).getByText('يُرسل إلى صاحب الطلب هذا الجواب بلغته.')).toBeInTheDocument();
    await user.click(within(move).getByRole('button', { name: 'احفظ الحالة' }));
    expect(await screen.findByText('أُغلق هذا الطلب: منح الحقوق والرفض نهائيان.')).toBeInTheDocument();
    expect(within(history).getByText('قيد التفاوض ← مُنحت الحقوق')).toBeInTheDocument();
  });

  it('asks for the new status before saving, in English', async () => {
    const enquiry = await gallimard();
    setLanguage('en');
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    consolePage(`/staff/rights/${enquiry.id}`);
    const move = await screen.findByRole('form', { name: 'Move the enquiry' });
    expect(screen.getByRole('region', { name: 'What is asked' })).toHaveTextContent(
      'TerritoryFrance and Belgium',
    );
    await user.click(within(move).getByRole('button', { name: 'Save the status' }));
    await waitFor(() =>
      expect(within(move).getByRole('group', { name: 'New status' })).toHaveAccessibleDescription(
        'Choose the status: in discussion, granted or declined',
      ),
    );
  });
});
