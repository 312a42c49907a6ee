import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from './shop-time.ts';

describe('times on the shop’s clock', () => {
  it('reads a Riyadh wall-clock time as the instant three hours earlier in UTC, and back', () => {
    expect(fromWallTime('2026-03-01T09:00')?.toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(fromWallTime('2026-03-01T00:00:30')?.toISOString()).toBe('2026-02-28T21:00:30.000Z');
    expect(toWallTime(new Date('2026-02-28T21:00:30Z'))).toBe('2026-03-01T00:00:30');
  });

  it('follows a zone’s summer time on either side of the change', () => {
    expect(fromWallTime('2026-03-28T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(fromWallTime('2026-03-30T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });

  it('refuses what is not a real time', () => {
    for (const text of [
      'tomorrow',
      '2026-02-30T10:00',
      '2026-03-01T24:00',
      '2026-03-01T10:60',
      '2026-03-01',
    ]) {
      expect(fromWallTime(text)).toBeNull();
    }
  });
});
