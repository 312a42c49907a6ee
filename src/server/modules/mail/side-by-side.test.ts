import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { enqueueMail } from './outbox.ts';

/*
 * A sale day writes mails faster than one mail server conversation at a time can send them: a round
 * sends the due mails side by side, each on its own lease, yet one reader's mails one after the other,
 * in the order they were written. The mail server here answers no message until three are in at once.
 */

const AT_ONCE = 3;
let held: (() => void)[] = [];
let open = false;
/** Holds each message until AT_ONCE of them wait together; from then on it answers at once. */
const beforeAnswer = () =>
  new Promise<void>((resolve) => {
    if (open) return resolve();
    held.push(resolve);
    if (held.length < AT_ONCE) return;
    open = true;
    for (const release of held) release();
    held = [];
  });

let smtp: TestSmtp;
let t: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp({ beforeAnswer });
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const write = (to: string, subject: string) =>
  enqueueMail(t.database.db, {
    kind: 'test',
    to,
    language: 'en',
    subject,
    text: subject,
    html: `<p>${subject}</p>`,
  });

describe('a round of the outbox', () => {
  it('sends the due mails side by side, and a reader’s own mails in the order they were written', async () => {
    await write('amal@readers.example', 'First for Amal');
    await write('badr@readers.example', 'For Badr');
    await write('amal@readers.example', 'Second for Amal');
    await write('cyrine@readers.example', 'For Cyrine');

    expect(await t.app.outbox.work()).toEqual({ sent: 4, failed: 0 });
    const amal = smtp.messages.filter((mail) => mail.to.includes('amal@readers.example'));
    expect(amal.map((mail) => mail.subject)).toEqual(['First for Amal', 'Second for Amal']);
    expect(smtp.messages).toHaveLength(4);
  });
});
