import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '#server/config.ts';

describe('VAPID configuration', () => {
  it('refuses half a key pair and malformed keys', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'shop@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('takes the subject from MAIL_FROM unless VAPID_SUBJECT is given', () => {
    expect(loadConfig({ MAIL_FROM: 'Bookshop <news@shop.example>' }).vapidSubject).toBe(
      'mailto:news@shop.example',
    );
    expect(loadConfig({ MAIL_FROM: 'news@shop.example' }).vapidSubject).toBe('mailto:news@shop.example');
    expect(loadConfig({ VAPID_SUBJECT: 'https://shop.example' }).vapidSubject).toBe('https://shop.example');
  });
});
