import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '#server/db/seed/data/index.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import {
  decryptPush,
  type SubscriberKeys,
  startTestPushService,
  subscriberKeys,
  type TestPushService,
} from '#server/test/push-service.ts';
import { apiConfig } from '#web/api/client.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import StaffPage from './StaffPage.tsx';

type User = ReturnType<typeof userEvent.setup>;

const storedStaff = () => JSON.parse(localStorage.getItem('staff') ?? '{}');
const rows = () =>
  within(screen.getByRole('list', { name: 'الكتب المعروضة للبيع' })).getAllByRole('listitem');
const notifyButtons = () => screen.getAllByRole('button', { name: 'إشعار المشتركين بهذا الكتاب الجديد' });

async function signIn(user: User, password: string) {
  await user.type(await screen.findByLabelText('البريد الإلكتروني'), demoStaff.email);
  await user.type(screen.getByLabelText('كلمة المرور'), password);
  await user.click(screen.getByRole('button', { name: 'الدخول إلى اللوحة' }));
}

describe('the staff console against the real API and a push service of its own', () => {
  let t: TestContext;
  let pushService: TestPushService;
  let previousBase: string;
  let subscriber: SubscriberKeys;

  beforeAll(async () => {
    pushService = await startTestPushService();
    t = await createTestApp({}, { seed: true, pushDelivery: { agent: pushService.agent } });
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
    // A fresh, seeded in-memory database takes seconds, more than the default hook time when busy.
  }, 60_000);
  afterAll(async () => {
    apiConfig.base = previousBase;
    await t?.close();
    await pushService?.close();
  });

  const newest = () =>
    t.database.db.query.books.findMany({
      columns: { id: true, titleAr: true },
      where: (book, { eq }) => eq(book.active, true),
      orderBy: (book, { desc }) => [desc(book.createdAt), desc(book.id)],
    });

  it('asks for a staff sign-in, says a wrong password is wrong, then lists the books newest first', async () => {
    const user = userEvent.setup();
    renderPage('/staff', { '/staff': StaffPage });
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة الموظفين' })).toBeInTheDocument();

    await signIn(user, 'not-the-password');
    expect(await findToast('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeInTheDocument();
    expect(localStorage.getItem('staff')).toBeNull();

    await user.clear(screen.getByLabelText('كلمة المرور'));
    await user.type(screen.getByLabelText('كلمة المرور'), demoStaff.password);
    await user.click(screen.getByRole('button', { name: 'الدخول إلى اللوحة' }));
    expect(await findToast('تم تسجيل الدخول إلى لوحة الموظفين')).toBeInTheDocument();
    expect(storedStaff()).toMatchObject({
      email: demoStaff.email,
      role: 'editor',
      token: expect.any(String),
    });

    const expected = await newest();
    await screen.findByRole('heading', { level: 3, name: expected[0].titleAr });
    expect(rows()).toHaveLength(10);
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual(
      expected.slice(0, 10).map((book) => book.titleAr),
    );
    expect(screen.getByText(`مسجّل الدخول باسم ${'محرر تجريبي'} (محرر)`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { level: 3, name: expected[10].titleAr })).toBeInTheDocument();
  });

  it('notifies subscribers of the newest book: the push service decrypts its title, the toast counts devices', async () => {
    const user = userEvent.setup();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: demoStaff.email, password: demoStaff.password },
    });
    localStorage.setItem('staff', JSON.stringify(login.json().data));
    renderPage('/staff', { '/staff': StaffPage });
    const [book] = await newest();
    await screen.findByRole('heading', { level: 3, name: book.titleAr });

    const button = notifyButtons()[0];
    expect(button).toHaveAccessibleDescription(book.titleAr);
    await user.click(button);
    expect(await findToast('تم الإرسال إلى جهاز واحد')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());

    const [push] = pushService.received;
    expect(JSON.parse(decryptPush(push.body, subscriber))).toEqual({
      title: 'كتاب جديد',
      body: book.titleAr,
      route: 'book-details',
      id: book.id,
    });
  });
});

describe('the staff console, answers held or chosen by the test', () => {
  const staff = {
    token: 'staff-token-0123456789',
    id: 4,
    name: 'Maha',
    email: 'maha@staff.example',
    role: 'editor',
  };
  const page = (ids: number[]) => ({
    data: ids.map((id) => ({
      id,
      title_ar: `كتاب ${id}`,
      title_en: `Book ${id}`,
      publish_date: 2024,
      cover: null,
    })),
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

  it('keeps the button disabled while the send is pending, then tells every count', async () => {
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
      return undefined;
    });
    try {
      const user = userEvent.setup();
      localStorage.setItem('language', '"en"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
      localStorage.setItem('client', JSON.stringify({ id: 9, token: 'reader-token-0123456789' }));
      localStorage.setItem('staff', JSON.stringify(staff));
      renderPage('/staff', { '/staff': StaffPage });
      await screen.findByRole('heading', { level: 3, name: 'Book 12' });
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
      await api.close();
    }
  });

  it('returns to the login form when the staff session has ended, and on logout', async () => {
    const api = await startApiServer((request) => {
      if (
        request.path === '/api/staff/books' &&
        request.headers.authorization === 'Bearer expired-token-0123456789'
      )
        return {
          status: 401,
          body: { message: 'يرجى تسجيل الدخول إلى لوحة الموظفين', code: 'unauthenticated' },
        };
      if (request.path === '/api/staff/books') return { body: page([5]) };
      if (request.path === '/api/staff/logout') return { body: { message: 'ok' } };
      return undefined;
    });
    try {
      const user = userEvent.setup();
      localStorage.setItem('staff', JSON.stringify({ ...staff, token: 'expired-token-0123456789' }));
      const first = renderPage('/staff', { '/staff': StaffPage });
      expect(await findToast('يرجى تسجيل الدخول إلى لوحة الموظفين')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'الدخول إلى اللوحة' })).toBeInTheDocument();
      expect(storedStaff().token).toBe('');
      first.unmount();

      localStorage.setItem('staff', JSON.stringify(staff));
      renderPage('/staff', { '/staff': StaffPage });
      await user.click(await screen.findByRole('button', { name: 'الخروج من اللوحة' }));
      expect(await screen.findByRole('button', { name: 'الدخول إلى اللوحة' })).toBeInTheDocument();
      expect(api.requests.find((r) => r.path === '/api/staff/logout')?.headers.authorization).toBe(
        `Bearer ${staff.token}`,
      );
      expect(storedStaff().token).toBe('');
    } finally {
      await api.close();
    }
  });

  it('shows no notify button to the orders role', async () => {
    const api = await startApiServer((request) =>
      request.path === '/api/staff/books' ? { body: page([3]) } : undefined,
    );
    try {
      localStorage.setItem('staff', JSON.stringify({ ...staff, role: 'orders' }));
      renderPage('/staff', { '/staff': StaffPage });
      await screen.findByRole('heading', { level: 3, name: 'كتاب 3' });
      expect(screen.getByRole('note')).toHaveTextContent('دورك لا يرسل الإشعارات');
      expect(screen.queryByRole('button', { name: 'إشعار المشتركين بهذا الكتاب الجديد' })).toBeNull();
    } finally {
      await api.close();
    }
  });
});
