import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '#web/api/query-client.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { routes } from './routes.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

function Broken(): never {
  throw new Error('boom');
}

/** Every page shown as its placeholder heading: the routing, not the pages, is under test. */
const renderRoute = (path: string) => renderApp(path);

const logIn = () => localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routing', () => {
  it('shows the home placeholder in Arabic at /', async () => {
    const { router } = renderRoute('/');
    expect(await heading('الرئيسية')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unknown path home', async () => {
    const { router } = renderRoute('/no-such-page/at/all');
    expect(await heading('الرئيسية')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('accepts both spellings of the forgot-password path', async () => {
    const first = renderRoute('/ForgotPassword');
    expect(await heading('نسيت كلمة المرور')).toBeInTheDocument();
    first.unmount();
    renderRoute('/forgotpassword');
    expect(await heading('نسيت كلمة المرور')).toBeInTheDocument();
  });

  it('sends a visitor from a client page to /login', async () => {
    const { router } = renderRoute('/my-books');
    expect(await heading('تسجيل الدخول')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-in client from a guest page to /home', async () => {
    logIn();
    const { router } = renderRoute('/register');
    expect(await heading('الرئيسية')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets a logged-in client into the checkout pdf route', async () => {
    logIn();
    renderRoute('/check-out/pdf');
    expect(await heading('الدفع للكتب الرقمية')).toBeInTheDocument();
  });

  it('opens the staff console to anyone: the page asks for its own staff sign-in', async () => {
    const visitor = renderRoute('/staff');
    expect(await heading('لوحة الموظفين')).toBeInTheDocument();
    visitor.unmount();
    logIn();
    const { router } = renderRoute('/staff');
    expect(await heading('لوحة الموظفين')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
  });

  it('covers every route of the spec', () => {
    const paths = routes.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => `${r.path}/${c.path}`)]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/home',
        '/books',
        '/search',
        '/book-details/:id?',
        '/alkashkoul',
        '/al-akhbar',
        '/alakhbar-articles/:id?',
        '/links',
        '/privacy-policy',
        '/contact-us',
        '/cart-box',
        '/favorite-box',
        '/book-download',
        '/login',
        '/activation/:email?',
        '/register',
        '/ForgotPassword',
        '/forgotpassword',
        '/new-password/:email?',
        '/my-books',
        '/my-profile',
        '/my-orders',
        '/order-details',
        '/check-out',
        '/check-out/pdf',
        '/payment-return',
        '/staff/*',
      ]),
    );
  });

  it('loads a page lazily and shows the error screen when it fails to render', async () => {
    // React and the router report the page's error on the console: heard here, not printed.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => reported.mockRestore());
    window.location.hash = '#/';
    const router = createAppRouter([
      { path: '/', name: 'home', page: async () => ({ default: Broken }) },
      { path: '/books', name: 'library', page: async () => ({ default: () => <h1>Real library</h1> }) },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'حدث خطأ غير متوقع في التطبيق!' })).toBeInTheDocument();
    // The frame stays around the failed page.
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    expect(reported.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'boom' }));
    await router.navigate('/books');
    expect(await heading('Real library')).toBeInTheDocument();
  });

  it('clears a revoked session and says so', async () => {
    logIn();
    const revoking = await startApiServer((request) =>
      request.path === '/api/check-client-login'
        ? { status: 401, body: { message: 'يرجى تسجيل الدخول', code: 'unauthenticated' } }
        : undefined,
    );
    try {
      renderRoute('/my-orders');
      expect(await screen.findByText('تم إلغاء تسجيل الدخول')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('client') ?? '{}')).toEqual({ id: 0, token: '' });
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول'),
      );
      expect(revoking.requests.find((r) => r.path === '/api/check-client-login')?.headers.authorization).toBe(
        'Bearer secret',
      );
    } finally {
      await revoking.close();
    }
  });
});
