import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '#web/api/client.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import {
  accountPages,
  currentPath,
  PASSWORD,
  setUpRealApi,
  signInStored,
  storedClient,
} from '../test-support.ts';

/* Deleting one's account from My profile (decision 085), against the real API. */

const api = setUpRealApi();
const pages = { ...accountPages, '/': () => <h1>home</h1> };

async function openDialog() {
  const client = await api.createAccount({ name: 'سلمى خالد' });
  const session = await signInStored(client.email);
  renderRoutes('/my-profile', pages);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'احذف حسابي…' }));
  const dialog = await screen.findByRole('dialog', { name: 'أتحذف حسابك؟' });
  return { client, session, user, dialog };
}

describe('deleting my account from My profile', () => {
  it('says what goes and what is kept, and asks for the password', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(/يُغلق حسابك الآن/)).toBeInTheDocument();
    expect(within(dialog).getByText(/نحتفظ بالفواتير/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('كلمة المرور')).toHaveFocus();
  });

  it('puts the server’s message under the password when it is wrong, and the account stays', async () => {
    const { user, dialog, session } = await openDialog();
    await user.type(within(dialog).getByLabelText('كلمة المرور'), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'احذف حسابي' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('كلمة المرور')).toHaveAccessibleDescription(
        'كلمة المرور غير صحيحة',
      ),
    );
    const check = await fetch(`${apiConfig.base}/check-client-login`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(check.status).toBe(200);
  });

  it('closes the dialog when the reader keeps the account', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'أبقِ حسابي' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes with the right password: signed out, taken home, told so', async () => {
    const { user, dialog, client } = await openDialog();
    await user.type(within(dialog).getByLabelText('كلمة المرور'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'احذف حسابي' }));
    expect(await findToast('حُذف حسابك وأُغلق، وأرسلنا إليك رسالة تؤكد ذلك')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(storedClient().token).toBeFalsy();
    const login = await fetch(`${apiConfig.base}/client-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ email: client.email, password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect((await login.json()).code).toBe('account_erasure_requested');
  });
});
