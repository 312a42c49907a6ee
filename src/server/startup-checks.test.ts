import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailServerWarning, unknownSettingWarnings } from './startup-checks.ts';
import { closedPort, startTestSmtp, type TestSmtp } from './test/smtp.ts';

/* Issue 24: a misspelt setting started silently without card payments; the mail server was never checked. */

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp?.close());

describe('checks at start', () => {
  it('warns about each variable that looks like a setting but is none, naming the closest one', () => {
    expect(
      unknownSettingWarnings({
        PAYMENT_PROVDER: 'stripe',
        SMTP_URI: 'smtp://mail.example',
        STRIPE_SECRET: 'sk_live_x',
        S3_BUKET: 'covers',
        PAYMENT_PROVIDER: 'none',
        MAIL_FROM: 'shop@example.com',
        NODE_OPTIONS: '--max-old-space-size=512',
        HTTP_PROXY: 'http://proxy:3128',
        PATH: '/usr/bin',
        HOME: '/root',
      }),
    ).toEqual([
      'Unknown setting PAYMENT_PROVDER is ignored. Did you mean PAYMENT_PROVIDER?',
      'Unknown setting S3_BUKET is ignored. Did you mean S3_BUCKET?',
      'Unknown setting SMTP_URI is ignored. Did you mean SMTP_URL?',
      'Unknown setting STRIPE_SECRET is ignored. Did you mean STRIPE_SECRET_KEY?',
    ]);
  });

  it('warns, without the password, when the mail server does not answer, and says nothing when it does', async () => {
    const port = await closedPort();
    expect(await mailServerWarning({ smtpUrl: `smtp://shop:secret-pw@127.0.0.1:${port}` })).toBe(
      `The mail server at 127.0.0.1:${port} did not answer as expected (connect ECONNREFUSED 127.0.0.1:${port}): mails wait in the outbox until it does.`,
    );
    expect(await mailServerWarning({ smtpUrl: smtp.url })).toBeUndefined();
    expect(await mailServerWarning({})).toBeUndefined();
  });
});
