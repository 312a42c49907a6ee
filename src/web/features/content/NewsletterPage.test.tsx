import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscriber } from '#server/modules/content/testing.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { apiConfig } from '#web/api/client.ts';
import { languageStore } from '#web/state/language.ts';
import { renderPage } from '#web/test/render.tsx';
import NewsletterPage from './NewsletterPage.tsx';

/* /newsletter: where the links of the newsletter's mails lead, against the real API. */

let t: TestContext;
let previousBase: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  apiConfig.base = previousBase;
  await t.close();
});

const open = (query: string) => renderPage(`/newsletter?${query}`, { '/newsletter': NewsletterPage });

describe('the newsletter page', () => {
  it('says the subscription is confirmed, or that the link no longer works', async () => {
    const confirmed = open('confirmed=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'تم تأكيد اشتراكك' })).toBeInTheDocument();
    confirmed.unmount();
    languageStore.set('en');
    open('confirmed=0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
  });

  it('unsubscribes only once the reader presses the button', async () => {
    const reader = await insertSubscriber(t.app.db, { email: 'leaving@readers.example' });
    open(`unsubscribe=${reader.unsubscribeToken}`);
    const button = await screen.findByRole('button', { name: 'إلغاء الاشتراك' });
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'تم إلغاء اشتراكك' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'تم إلغاء اشتراكك في النشرة البريدية، ولن تصلك منا رسائل بعد الآن',
    );
  });

  it('says so when the unsubscribe link is not valid', async () => {
    open('unsubscribe=not-a-token');
    await userEvent.click(await screen.findByRole('button', { name: 'إلغاء الاشتراك' }));
    const article = screen.getByRole('article');
    expect(await within(article).findByText('رابط إلغاء الاشتراك غير صالح')).toBeInTheDocument();
  });
});
