import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Handler, startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function subscribeWith(handler: Handler, email: string) {
  api = await startApiServer(handler);
  const user = userEvent.setup();
  renderApp('/');
  const field = await screen.findByPlaceholderText('بريدك الإلكتروني');
  expect(field).toHaveAttribute('type', 'email');
  expect(field).toBeRequired();
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'اشتراك' }));
  return field;
}

describe('footer subscribe', () => {
  it('posts the e-mail, shows the confirmation and clears the field', async () => {
    const field = await subscribeWith(
      (request) =>
        request.path === '/api/subscribes'
          ? {
              status: 201,
              body: { data: { email: 'reader@example.com' }, message: 'Your email subscribed successfully' },
            }
          : undefined,
      'reader@example.com',
    );
    expect(await screen.findByText('Your email subscribed successfully')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const posted = api?.requests.find((r) => r.path === '/api/subscribes');
    expect(posted?.method).toBe('POST');
    expect(posted?.body).toEqual({ email: 'reader@example.com' });
    expect(posted?.headers['content-type']).toBe('application/json');
    expect(posted?.headers['accept-language']).toBe('ar');
    expect(posted?.headers['cache-control']).toBe('no-cache');
  });

  it("shows the server's message for an address already subscribed", async () => {
    const field = await subscribeWith(
      (request) =>
        request.path === '/api/subscribes'
          ? {
              status: 200,
              body: {
                data: { email: 'reader@example.com' },
                message: 'هذا البريد مشترك مسبقاً',
                already: true,
              },
            }
          : undefined,
      'reader@example.com',
    );
    expect(await screen.findByText('هذا البريد مشترك مسبقاً')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('clears the field on error without a confirmation', async () => {
    const field = await subscribeWith(
      (request) =>
        request.path === '/api/subscribes' ? { status: 500, body: { code: 'internal' } } : undefined,
      'reader@example.com',
    );
    await waitFor(() => expect(field).toHaveValue(''));
    expect(api?.requests.filter((r) => r.path === '/api/subscribes')).toHaveLength(1);
    // The page's book lists fail too with this server (error toasts); a confirmation is a success toast.
    expect(document.querySelector('.Toastify__toast--success')).toBeNull();
  });

  it('refuses an invalid address before calling the server', async () => {
    await subscribeWith(() => undefined, 'not-an-email');
    expect(await screen.findByText('البريد الإلكتروني غير صالح')).toBeInTheDocument();
    expect(api?.requests.some((r) => r.path === '/api/subscribes')).toBe(false);
  });
});
