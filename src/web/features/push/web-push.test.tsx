import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUSH_REFRESH_MS } from '#shared/contract/device-limits.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { showPushToast } from './PushToast.tsx';
import { notificationPath } from './paths.ts';
import { registrationDue, webPushSupported } from './web-push.ts';

describe('notification paths (spec §4)', () => {
  it('opens /{route} or /{route}/{id}, and nothing that is not a plain route', () => {
    expect(notificationPath({ route: 'book-details', id: 12 })).toBe('/book-details/12');
    expect(notificationPath({ route: 'alakhbar-articles', id: '3' })).toBe('/alakhbar-articles/3');
    expect(notificationPath({ route: 'books' })).toBe('/books');
    expect(notificationPath({ route: 'books', id: '' })).toBe('/books');
    expect(notificationPath({ route: 'books', id: '1/../../x' })).toBe('/books');
    expect(notificationPath({ route: 'https://evil.example' })).toBeUndefined();
    expect(notificationPath({ route: '' })).toBeUndefined();
    expect(notificationPath({ id: 4 })).toBeUndefined();
    expect(notificationPath(null)).toBeUndefined();
    expect(notificationPath('book-details')).toBeUndefined();
  });
});

describe('web subscription refresh', () => {
  const now = 1_800_000_000_000;
  const record = { endpoint: 'https://push.example/a', clientId: 5, registeredAt: now - 1000 };

  it('registers again when new, moved, logged in or out, or 7 days old (spec §9)', () => {
    expect(registrationDue(null, { endpoint: record.endpoint }, 5, now)).toBe(true);
    expect(registrationDue(record, { endpoint: record.endpoint }, 5, now)).toBe(false);
    expect(registrationDue(record, { endpoint: 'https://push.example/b' }, 5, now)).toBe(true);
    expect(registrationDue(record, { endpoint: record.endpoint }, null, now)).toBe(true);
    expect(registrationDue(record, { endpoint: record.endpoint }, 6, now)).toBe(true);
    const sixDays = { ...record, registeredAt: now - PUSH_REFRESH_MS + 60_000 };
    expect(registrationDue(sixDays, { endpoint: record.endpoint }, 5, now)).toBe(false);
    const sevenDays = { ...record, registeredAt: now - PUSH_REFRESH_MS };
    expect(registrationDue(sevenDays, { endpoint: record.endpoint }, 5, now)).toBe(true);
    expect(PUSH_REFRESH_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('is off where the browser has no Web Push (jsdom here)', () => {
    expect(webPushSupported()).toBe(false);
  });
});

describe('push toast', () => {
  it('shows the title and the body', async () => {
    // The app's providers hold the toast area.
    renderWithProviders(null);
    showPushToast('كتاب جديد', 'ديوان المتنبي');
    expect(await screen.findByText('كتاب جديد')).toBeInTheDocument();
    expect(screen.getByText('ديوان المتنبي')).toBeInTheDocument();
  });
});
