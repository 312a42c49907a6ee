import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import {
  decryptPush,
  type SubscriberKeys,
  startTestPushService,
  subscriberKeys,
  type TestPushService,
} from '#server/test/push-service.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import { apiConfig } from '#web/api/client.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage } from '../../console/test-kit.tsx';

/* The console's list of books against the real API, and its 'notify subscribers' button. */

const table = async () => screen.findByRole('table', { name: 'كتب الفهرس' });
const titles = () =>
  within(screen.getByRole('table', { name: 'كتب الفهرس' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);
const notifyButtons = () => screen.queryAllByRole('button', { name: 'إشعار المشتركين بهذا الكتاب الجديد' });

function storeStaff(member: { token: string; id: number; name: string; email: string }, role: StaffRole) {
  localStorage.setItem('staff', JSON.stringify({ ...member, role }));
}

describe('the books of the console, against the real API and a push service of its own', () => {
  let t: TestContext;
  let pushService: TestPushService;
  let previousBase: string;
  let subscriber: SubscriberKeys;

  beforeAll(async () => {
    pushService = await startTestPushService();
    t = await createTestApp({}, { pushDelivery: { agent: pushService.agent } });
    await insertCatalogFixtures(t.database.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    previousBase = apiConfig.base;
    apiConfig.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    subscriber = subscriberKeys();
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      payload: {
        token: pushService.endpoint('reader'),
        type: 'Desktop',
        keys: { p256dh: subscriber.p256dh, auth: subscriber.auth },
      },
    });
    expect(device.statusCode, device.body).toBe(201);
  });
  afterAll(async () => {
    apiConfig.base = previousBase;
    await t?.close();
    await pushService?.close();
  });

  it('lists every book newest first, hidden ones marked, a page at a time, the page in the URL', async () => {
    const user = userEvent.setup();
    storeStaff(await signedInStaff(t, 'editor'), 'editor');
    consolePage('/staff/books');
    await table();
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles()[0]).toBe('كتاب 20');
    const newest = screen.getAllByRole('row')[1];
    expect(within(newest).getByText('مخفي')).toBeInTheDocument();
    expect(within(newest).getByText('قريباً')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كتاب جديد' })).toHaveAttribute('href', '#/staff/books/new');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(titles()[0]).toBe('كتاب 10'));
    expect(window.location.hash).toContain('page=2');
  });

  it('searches as the shop does, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    storeStaff(await signedInStaff(t, 'editor'), 'editor');
    consolePage('/staff/books?page=2');
    await table();
    await user.click(screen.getByLabelText('بحث'));
    await user.paste('الثلاثية');
    await waitFor(() => expect(titles()).toEqual(['الثُّلاثيَّة: بين القصرين']));
    expect(window.location.hash).toContain(`search=${encodeURIComponent('الثلاثية')}`);
    expect(window.location.hash).not.toContain('page=2');
  });

  it('filters and sorts, both held in the URL', async () => {
    const user = userEvent.setup();
    storeStaff(await signedInStaff(t, 'editor'), 'editor');
    consolePage('/staff/books');
    await table();
    await user.selectOptions(screen.getByLabelText('الظهور في المتجر'), 'مخفي');
    await waitFor(() => expect(titles()).toEqual(['كتاب 20']));
    expect(window.location.hash).toContain('hidden=1');
    await user.selectOptions(screen.getByLabelText('الظهور في المتجر'), 'الكل');
    await user.click(screen.getByRole('button', { name: /^السنة/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /السنة/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(window.location.hash).toMatch(/sort=year&dir=asc/);
  });

  it('notifies subscribers of a book: the push service decrypts its title, the toast counts devices', async () => {
    const user = userEvent.setup();
    storeStaff(await signedInStaff(t, 'editor'), 'editor');
    consolePage('/staff/books?hidden=0');
    await table();
    await waitFor(() => expect(titles()[0]).toBe('كتاب 19'));
    const [button] = notifyButtons();
    expect(button).toHaveAccessibleDescription('كتاب 19');
    await user.click(button);
    expect(await findToast('تم الإرسال إلى جهاز واحد')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    const [push] = pushService.received;
    expect(JSON.parse(decryptPush(push.body, subscriber))).toEqual({
      title: 'كتاب جديد',
      body: 'كتاب 19',
      route: 'book-details',
      id: 19,
    });
  });

  it('shows the orders role the books without a way to add one or notify anyone', async () => {
    storeStaff(await signedInStaff(t, 'orders'), 'orders');
    consolePage('/staff/books');
    await table();
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(screen.getByRole('note')).toHaveTextContent('دورك لا يرسل الإشعارات');
    expect(notifyButtons()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'كتاب جديد' })).toBeNull();
  });
});

describe('the books of the console, answers held or chosen by the test', () => {
  const staff = {
    token: 'staff-token-0123456789',
    id: 4,
    name: 'Maha',
    email: 'maha@staff.example',
    role: 'editor',
  };
  const row = (id: number) => ({
    id,
    title_ar: `كتاب ${id}`,
    title_en: `Book ${id}`,
    image: null,
    image_variants: [],
    isbn: null,
    publish_year: 2024,
    pdf_price: 5,
    hardcopy_price: 0,
    stock: 0,
    has_pdf: true,
    writer: null,
    category: null,
    coming_soon: false,
    most_popular: false,
    hidden: false,
    created_at: '2026-11-01T10:00:00.000Z',
  });
  const page = (ids: number[]) => ({
    data: ids.map(row),
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: ids.length,
      from: 1,
      to: ids.length,
      links: [],
    },
  });
  const empty = {
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 50, total: 0, from: null, to: null, links: [] },
  };
  const consoleAnswers = (path: string) =>
    path === '/api/staff/cover-types'
      ? { body: empty }
      : path === '/api/writers' || path === '/api/book-categories'
        ? { body: { data: [] } }
        : undefined;

  it('keeps the button disabled while the send is pending, then tells every count, with the staff token', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = await startApiServer(async (request) => {
      if (request.path === '/api/staff/books') return { body: page([12, 11]) };
      if (request.path === '/api/staff/books/12/notify') {
        await held;
        return { body: { data: { sent: 3, removed: 1, failed: 0, skipped: 2 } } };
      }
      return consoleAnswers(request.path);
    });
    try {
      const user = userEvent.setup();
      localStorage.setItem('language', '"en"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
      localStorage.setItem('client', JSON.stringify({ id: 9, token: 'reader-token-0123456789' }));
      localStorage.setItem('staff', JSON.stringify(staff));
      consolePage('/staff/books');
      await screen.findByRole('link', { name: 'Book 12' });
      const [first, second] = screen.getAllByRole('button', { name: 'Notify subscribers of this new book' });
      await user.click(first);
      await waitFor(() => expect(first).toBeDisabled());
      expect(first).toHaveAttribute('aria-busy', 'true');
      expect(second).toBeEnabled();
      release();
      expect(await findToast('Sent to 3 devices')).toBeInTheDocument();
      expect(await findToast('Expired subscriptions removed: 1')).toBeInTheDocument();
      expect(await findToast('App devices skipped (no app sender yet): 2')).toBeInTheDocument();
      await waitFor(() => expect(first).toBeEnabled());
      const sent = api.requests.find((r) => r.path === '/api/staff/books/12/notify');
      expect(sent?.method).toBe('POST');
      // The staff token, never the reader's; and the reader's session of this browser stays.
      expect(sent?.headers.authorization).toBe(`Bearer ${staff.token}`);
      expect(JSON.parse(localStorage.getItem('client') ?? '{}').token).toBe('reader-token-0123456789');
    } finally {
      localStorage.setItem('language', '"ar"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
      await api.close();
    }
  });

  it('returns to the sign-in form when the staff session has ended', async () => {
    const api = await startApiServer((request) =>
      request.path.startsWith('/api/staff/')
        ? { status: 401, body: { message: 'يرجى تسجيل الدخول إلى لوحة الموظفين', code: 'unauthenticated' } }
        : consoleAnswers(request.path),
    );
    try {
      localStorage.setItem('staff', JSON.stringify({ ...staff, token: 'expired-token-0123456789' }));
      consolePage('/staff/books');
      expect(await screen.findByRole('button', { name: 'الدخول إلى اللوحة' })).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('staff') ?? '{}').token).toBe('');
    } finally {
      await api.close();
    }
  });
});
