import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;
/** How the server answers the deactivation request in the test at hand. */
let deactivation = { status: 200, body: { message: 'تم إرسال طلب تعطيل الحساب' } as object };
beforeAll(async () => {
  api = await startApiServer((request) => {
    if (request.path === '/api/client-logout') return { status: 200, body: { message: 'ok' } };
    if (request.path === '/api/client-deactivation-request') return deactivation;
    if (request.path === '/api/clients/3') return { body: { data: { id: 3, name: 'هدى من الخادم' } } };
    return undefined;
  });
});
afterAll(() => api.close());

const logIn = () => localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));

describe('account area', () => {
  it('offers login and register to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '#/login');
    expect(screen.getByRole('link', { name: 'حساب جديد' })).toHaveAttribute('href', '#/register');
  });

  it("shows the client's name and the profile entries", async () => {
    const user = userEvent.setup();
    logIn();
    renderApp('/');
    const button = await screen.findByRole('button', { name: /هدى من الخادم/ });
    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'تعديل الملف الشخصي' })).toHaveAttribute(
      'href',
      '#/my-profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'كتبي' })).toHaveAttribute('href', '#/my-books');
    expect(within(menu).getByRole('menuitem', { name: 'طلباتي' })).toHaveAttribute('href', '#/my-orders');

    await user.click(within(menu).getByRole('menuitem', { name: 'تعطيل الحساب' }));
    expect(await screen.findByText('تم إرسال طلب تعطيل الحساب')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const sent = api.requests.filter((r) => r.path === '/api/client-deactivation-request');
    expect(sent.map((r) => [r.method, r.headers.authorization])).toEqual([['POST', 'Bearer secret']]);
  });

  it('does not say the request was sent when the server refused it', async () => {
    deactivation = {
      status: 429,
      body: { message: 'طلبات كثيرة، يرجى المحاولة بعد قليل', code: 'rate_limited' },
    };
    const user = userEvent.setup();
    logIn();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /هدى من الخادم/ }));
    await user.click(screen.getByRole('menuitem', { name: 'تعطيل الحساب' }));
    expect(await screen.findByText('طلبات كثيرة، يرجى المحاولة بعد قليل')).toBeInTheDocument();
    expect(screen.queryByText('تم إرسال طلب تعطيل الحساب')).not.toBeInTheDocument();
  });

  it('logs out on the server, then forgets the session and goes home', async () => {
    const user = userEvent.setup();
    logIn();
    renderApp('/my-orders');
    await user.click(await screen.findByRole('button', { name: /هدى من الخادم|Huda/ }));
    await user.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('client') ?? '{}')).toEqual({ id: 0, token: '' }),
    );
    const logout = api.requests.find((r) => r.path === '/api/client-logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.authorization).toBe('Bearer secret');
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });
});
