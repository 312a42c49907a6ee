import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSubscriber } from '#server/modules/content/testing.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The newsletter screens against the real API: the subscribers by state, a newsletter written and sent. */

const t = setUpConsoleApi();
// jsdom does no layout, and the rich text editor measures its selection to scroll it into view.
const measures = { rects: Range.prototype.getClientRects, box: Range.prototype.getBoundingClientRect };
afterAll(() => {
  Object.assign(Range.prototype, { getClientRects: measures.rects, getBoundingClientRect: measures.box });
});
beforeAll(async () => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint ??= () => null;
  await insertSubscriber(t.app.db, { email: 'huda@readers.example' });
  await insertSubscriber(t.app.db, { email: 'john@readers.example', language: 'en' });
  await insertSubscriber(t.app.db, { email: 'waiting@readers.example', state: 'unconfirmed' });
  await insertSubscriber(t.app.db, { email: 'gone@readers.example', state: 'unsubscribed' });
});

describe('the subscribers screen', () => {
  it('lists the subscribers with their state, filters them and counts who receives newsletters', async () => {
    await signedInAs(t, 'editor');
    consolePage('/staff/subscribers');
    expect(await screen.findByRole('heading', { level: 1, name: 'المشتركون' })).toBeInTheDocument();
    expect(await screen.findByText('مشتركان مؤكَّدان يتلقيان النشرات.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'المشتركون' });
    expect(await within(table).findByText('waiting@readers.example')).toBeInTheDocument();
    expect(within(table).getByText('بانتظار التأكيد')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('الحالة'), 'unsubscribed');
    await waitFor(() => expect(within(table).queryByText('waiting@readers.example')).not.toBeInTheDocument());
    expect(within(table).getByText('gone@readers.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
  });
});

describe('the newsletter screens', () => {
  it('writes a draft in both languages, then sends it after saying how many will get it', async () => {
    await signedInAs(t, 'admin');
    consolePage('/staff/newsletters');
    await userEvent.click(await screen.findByRole('link', { name: 'نشرة جديدة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'نشرة جديدة' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ المسودة' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(4);

    await userEvent.type(screen.getByLabelText(/الموضوع.*العربية/), 'جديد الدار');
    await userEvent.type(screen.getByLabelText(/الموضوع.*الإنجليزية/), 'New at the house');
    await userEvent.type(screen.getByRole('textbox', { name: 'النص بالعربية' }), 'كتب جديدة');
    await userEvent.type(screen.getByRole('textbox', { name: 'النص بالإنجليزية' }), 'New books');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ المسودة' }));
    await findToast('تم حفظ مسودة النشرة');
    expect(await screen.findByRole('heading', { level: 1, name: 'جديد الدار' })).toBeInTheDocument();
    expect(await screen.findByText('ستصل إلى مشتركَين مؤكَّدين.')).toBeInTheDocument();

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'إرسال النشرة' }));
    expect(window.confirm).toHaveBeenCalledWith('إرسال النشرة إلى مشتركَين مؤكَّدين؟ لا يمكن التراجع بعد ذلك.');
    await findToast('بدأ إرسال النشرة إلى المشتركين المؤكَّدين');
    const progress = await screen.findByRole('region', { name: 'حالة الإرسال' });
    expect(within(progress).getByText('قيد الإرسال')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
  });
});
