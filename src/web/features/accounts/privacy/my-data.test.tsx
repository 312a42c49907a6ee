import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import { accountPages, setUpRealApi, signInStored } from '../test-support.ts';

const api = setUpRealApi();

/** What the browser is handed as downloads: each file's name and content. */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  onTestFinished(() => click.mockRestore());
  click.mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(':')[1]) - 1] });
  });
  return saved;
}

async function openMyData() {
  const client = await api.createAccount({ name: 'مريم يوسف' });
  await signInStored(client.email);
  renderRoutes('/my-profile', accountPages);
  await screen.findByRole('heading', { name: 'بياناتي' });
  return { client, user: userEvent.setup() };
}

describe('My data, in My profile', () => {
  it('says what is kept and why, and that orders and invoices cannot be changed', async () => {
    await openMyData();
    expect(screen.getByText(/لأن القانون يلزمنا بحفظ سجلات البيع/)).toBeInTheDocument();
    expect(screen.getByText(/الطلبات والفواتير سجلات بيع فلا تُعدَّل/)).toBeInTheDocument();
  });

  it('gives and withdraws marketing consent in one tap, showing when and from where', async () => {
    const { user } = await openMyData();
    const toggle = await screen.findByRole('switch', {
      name: 'أوافق على تلقي الأخبار والعروض بالبريد الإلكتروني',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('consent-last-change')).toHaveTextContent('لم توافق على تلقي الأخبار والعروض.');

    await user.click(toggle);
    expect(await findToast('ستصلك أخبارنا وعروضنا. يمكنك سحب موافقتك في أي وقت.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByTestId('consent-last-change')).toHaveTextContent(/^وافقت في .+ من ملفي الشخصي$/);

    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await findToast('تم: لن تصلك رسائل تسويقية بعد الآن.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByTestId('consent-last-change')).toHaveTextContent(
      /^سحبت الموافقة في .+ من ملفي الشخصي$/,
    );
  });

  it('downloads the copy of the reader’s data as a PDF and as JSON', async () => {
    const saved = savedFiles();
    const { user, client } = await openMyData();
    await user.click(screen.getByRole('button', { name: 'تنزيل بصيغة PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await saved[0].blob.text()).toMatch(/^%PDF-/);

    await user.click(screen.getByRole('button', { name: 'تنزيل بصيغة JSON' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await saved[1].blob.text());
    expect(data.profile).toMatchObject({ name: 'مريم يوسف', email: client.email });
  });
});
