import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SoldCopy, soldCopy } from '#server/modules/library/testing.ts';
import { createReference, ordersApi } from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The trace screen against the real API: a suspect PDF or a pasted passage, and whose copy it was. */

// The file goes by XMLHttpRequest, which jsdom sends across origins only where the API allows it.
const t = setUpConsoleApi({ corsOrigins: [window.location.origin] });
let copy: SoldCopy;

beforeAll(async () => {
  const ref = await createReference(t.app.db);
  copy = await soldCopy(t, ordersApi(t), ref, {
    name: 'هند الخطيب',
    ip: '198.51.100.23',
    kind: 'reader',
    title: { ar: 'طوق الحمامة', en: 'The Ring of the Dove' },
  });
});

const pdfFile = (bytes: Uint8Array, name = 'leaked.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('the trace screen', () => {
  it('names the buyer of a suspect PDF: name, e-mail, order, book, kind, time and address', async () => {
    setLanguage('ar');
    const user = userEvent.setup();
    await signedInAs(t, 'orders');
    consolePage('/staff/trace');
    expect(await screen.findByRole('heading', { level: 1, name: 'تتبّع نسخة' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('ملف PDF المشتبه به'), pdfFile(copy.bytes));
    await user.click(screen.getByRole('button', { name: 'تتبّع' }));

    const card = await screen.findByRole('region', { name: 'صاحب هذه النسخة' });
    expect(within(card).getByText('هند الخطيب')).toBeInTheDocument();
    expect(within(card).getByText(copy.buyer.email)).toBeInTheDocument();
    const order = within(card).getByRole('link', { name: `الطلب رقم ${copy.orderId}` });
    expect(order.getAttribute('href')).toMatch(new RegExp(`/staff/orders/${copy.orderId}$`));
    expect(within(card).getByText('طوق الحمامة')).toBeInTheDocument();
    expect(within(card).getByText('نسخة القارئ')).toBeInTheDocument();
    const ip = within(card).getByText('198.51.100.23');
    expect(ip.tagName).toBe('BDI');
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(copy.createdAt.toISOString());
    expect(within(card).getByText(copy.code)).toBeInTheDocument();
  });

  it('traces a pasted passage, and says so in English when nothing matches', async () => {
    setLanguage('en');
    const user = userEvent.setup();
    await signedInAs(t, 'admin');
    consolePage('/staff/trace');
    const passage = await screen.findByLabelText('Or paste a passage');
    await user.type(passage, `chapter one ${copy.code} the end`);
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    const card = await screen.findByRole('region', { name: 'Whose copy this is' });
    expect(within(card).getByText('The Ring of the Dove')).toBeInTheDocument();
    expect(within(card).getByText('Reader copy')).toBeInTheDocument();

    await user.clear(passage);
    await user.type(passage, 'a passage with no code in it');
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No copy sold by the shop matches this file.',
    );
  });

  it('shows the server’s refusal of a file that is no PDF', async () => {
    setLanguage('en');
    const user = userEvent.setup({ applyAccept: false });
    await signedInAs(t, 'orders');
    consolePage('/staff/trace');
    const words = new File(['just words'], 'leaked.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Suspect PDF'), words);
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    await findToast(
      'The file is not a PDF: it does not start as a PDF does; perhaps another kind of file was named .pdf',
    );
  });

  it('is in the navigation of the roles that see orders, not in an editor’s', async () => {
    setLanguage('ar');
    await signedInAs(t, 'orders');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: /أقسام/ });
    expect(await within(nav).findByRole('link', { name: 'تتبّع نسخة' })).toBeInTheDocument();
  });

  it('is not in an editor’s navigation', async () => {
    setLanguage('ar');
    await signedInAs(t, 'editor');
    consolePage('/staff');
    const nav = await screen.findByRole('navigation', { name: /أقسام/ });
    await within(nav).findByRole('link', { name: 'الكتب' });
    expect(within(nav).queryByRole('link', { name: 'تتبّع نسخة' })).not.toBeInTheDocument();
  });
});
