import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('seeds the demo catalogue on start by default, but not in production', () => {
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, { paymentProvider: 'sandbox' }).seedOnStart).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_ON_START: 'true' }, { paymentProvider: 'sandbox' })
        .seedOnStart,
    ).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'no' }).seedOnStart).toBe(false);
  });

  it('refuses the sandbox payment provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PAYMENT_PROVIDER=sandbox is refused when NODE_ENV=production',
    );
  });
});
