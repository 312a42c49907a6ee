import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.example:5432/shop',
  PUBLIC_URL: 'https://shop.example',
  DEVICE_TOKEN_SECRET: 'device-token-secret-of-the-test-shop-32-chars-long',
};

describe('configuration', () => {
  it('seeds the demo catalogue on start by default, but not in production', () => {
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig(production).seedOnStart).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_START: 'true' }).seedOnStart).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'no' }).seedOnStart).toBe(false);
  });

  it('bounds every wait for the database and for slow clients by default, each bound a setting', () => {
    const defaults = loadConfig({});
    expect(defaults.databaseTimeouts).toEqual({
      connectTimeoutMs: 2000,
      poolWaitMs: 15_000,
      poolSize: 20,
      statementTimeoutMs: 15_000,
      lockTimeoutMs: 5000,
      idleInTransactionTimeoutMs: 30_000,
      queryTimeoutMs: 20_000,
    });
    expect(defaults.httpTimeouts).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 20_000,
      bodyMinBytesPerSecond: 1024,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 60_000,
    });
    const set = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_POOL_WAIT_MS: '30000',
      DB_POOL_SIZE: '5',
      DB_STATEMENT_TIMEOUT_MS: '30000',
      DB_LOCK_TIMEOUT_MS: '2000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DB_QUERY_TIMEOUT_MS: '35000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_BODY_TIMEOUT_MS: '10000',
      HTTP_BODY_MIN_BYTES_PER_SECOND: '4096',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      HTTP_IDLE_TIMEOUT_MS: '30000',
    });
    expect(set.databaseTimeouts).toEqual({
      connectTimeoutMs: 1000,
      poolWaitMs: 30_000,
      poolSize: 5,
      statementTimeoutMs: 30_000,
      lockTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 60_000,
      queryTimeoutMs: 35_000,
    });
    expect(set.httpTimeouts).toEqual({
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 4096,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 30_000,
    });
    // A zero would turn a bound off: refused, naming the setting.
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /^Invalid configuration: DB_STATEMENT_TIMEOUT_MS: /,
    );
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '0' })).toThrow(
      /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS: /,
    );
  });

  it('refuses the sandbox payment provider in production', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_PROVIDER=sandbox is refused when NODE_ENV=production',
    );
  });

  it('takes no card in production until a provider is configured, and the sandbox elsewhere', () => {
    expect(loadConfig(production).paymentProvider).toBe('none');
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).paymentProvider).toBe('none');
  });

  it('stops a Stripe start without its keys, naming the missing ones in one line', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      new Error(
        'Invalid configuration: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      ),
    );
    expect(() =>
      loadConfig({ ...production, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow(new Error('Invalid configuration: PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET'));
    const config = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: undefined },
    });
  });

  it('stops a Moyasar start without its keys, naming the missing ones in one line', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'moyasar' })).toThrow(
      new Error(
        'Invalid configuration: PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY and MOYASAR_WEBHOOK_SECRET',
      ),
    );
    expect(() =>
      loadConfig({ ...production, PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_test_1' }),
    ).toThrow(new Error('Invalid configuration: PAYMENT_PROVIDER=moyasar needs MOYASAR_WEBHOOK_SECRET'));
    const keys = { MOYASAR_SECRET_KEY: 'sk_test_1', MOYASAR_WEBHOOK_SECRET: 'token_1' };
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'moyasar', ...keys })).toMatchObject({
      paymentProvider: 'moyasar',
      moyasar: { secretKey: 'sk_test_1', webhookSecret: 'token_1', apiUrl: 'https://api.moyasar.com' },
    });
    const local = { ...keys, MOYASAR_API_URL: 'http://127.0.0.1:4010/' };
    expect(loadConfig({ PAYMENT_PROVIDER: 'moyasar', ...local }).moyasar?.apiUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('stops a Tap start without its key, naming it in one line', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'tap' })).toThrow(
      new Error('Invalid configuration: PAYMENT_PROVIDER=tap needs TAP_SECRET_KEY'),
    );
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'tap', TAP_SECRET_KEY: 'sk_test_1' })).toMatchObject(
      {
        paymentProvider: 'tap',
        tap: { secretKey: 'sk_test_1', apiUrl: 'https://api.tap.company' },
      },
    );
    const local = { TAP_SECRET_KEY: 'sk_test_1', TAP_API_URL: 'http://127.0.0.1:4020/' };
    expect(loadConfig({ PAYMENT_PROVIDER: 'tap', ...local }).tap?.apiUrl).toBe('http://127.0.0.1:4020');
  });

  it('takes a gateway of its own for a market, and stops when that gateway lacks its keys, in one line', () => {
    const moyasarKeys = { MOYASAR_SECRET_KEY: 'sk_test_1', MOYASAR_WEBHOOK_SECRET: 'token_1' };
    const config = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      MARKET_PAYMENT_PROVIDERS: 'sa=moyasar, kw=tap,eg=fawry',
      ...moyasarKeys,
      TAP_SECRET_KEY: 'sk_test_2',
      FAWRY_MERCHANT_CODE: 'merchant_1',
      FAWRY_SECURE_KEY: 'secure_1',
    });
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      marketPaymentProviders: { sa: 'moyasar', kw: 'tap', eg: 'fawry' },
    });
    expect(loadConfig({}).marketPaymentProviders).toEqual({});
    expect(() =>
      loadConfig({ ...production, PAYMENT_PROVIDER: 'none', MARKET_PAYMENT_PROVIDERS: 'kw=tap' }),
    ).toThrow(new Error('Invalid configuration: MARKET_PAYMENT_PROVIDERS kw=tap needs TAP_SECRET_KEY'));
    expect(() =>
      loadConfig({ ...production, MARKET_PAYMENT_PROVIDERS: 'sa=moyasar,eg=fawry', ...moyasarKeys }),
    ).toThrow(
      new Error(
        'Invalid configuration: MARKET_PAYMENT_PROVIDERS eg=fawry needs FAWRY_MERCHANT_CODE and FAWRY_SECURE_KEY',
      ),
    );
    expect(() => loadConfig({ ...production, MARKET_PAYMENT_PROVIDERS: 'ae=sandbox' })).toThrow(
      new Error('MARKET_PAYMENT_PROVIDERS ae=sandbox is refused when NODE_ENV=production'),
    );
    expect(() => loadConfig({ MARKET_PAYMENT_PROVIDERS: 'sa:moyasar' })).toThrow(
      new Error(
        'Invalid configuration: MARKET_PAYMENT_PROVIDERS: "sa:moyasar" is not a market code and a gateway (stripe, moyasar, tap, fawry, sandbox, none), such as sa=moyasar',
      ),
    );
  });

  it('names the setting a production start lacks or cannot read, in one line', () => {
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'DEVICE_TOKEN_SECRET'] as const) {
      const { [name]: _, ...without } = production;
      expect(() => loadConfig(without)).toThrow(
        new Error(`Invalid configuration: ${name} is required when NODE_ENV=production`),
      );
    }
    expect(() => loadConfig({ ...production, PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER: /,
    );
  });

  it('refuses a MAIL_FROM that is not an address, and takes an address with or without a name', () => {
    expect(() => loadConfig({ MAIL_FROM: 'not-an-address' })).toThrow(
      new Error(
        'Invalid configuration: MAIL_FROM: must be an e-mail address, or a name and one: Bookshop <shop@example.com>',
      ),
    );
    expect(() => loadConfig({ MAIL_FROM: 'Shop <shop@example.com' })).toThrow(
      /^Invalid configuration: MAIL_FROM/,
    );
    expect(loadConfig({ MAIL_FROM: 'shop@example.com' }).mailFrom).toBe('shop@example.com');
    expect(loadConfig({ MAIL_FROM: 'دار النشر <shop@example.com>' }).mailFrom).toBe(
      'دار النشر <shop@example.com>',
    );
    expect(loadConfig({}).mailFrom).toBe('Bookshop <no-reply@localhost>');
  });

  it('keeps /metrics off unless METRICS turns it on, and never without a token', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ ...production, METRICS_TOKEN: 'a-long-enough-token' }).metrics).toBeUndefined();
    expect(
      loadConfig({ ...production, METRICS: 'true', METRICS_TOKEN: 'a-long-enough-token' }).metrics,
    ).toEqual({
      token: 'a-long-enough-token',
    });
    for (const env of [production, {}]) {
      expect(() => loadConfig({ ...env, METRICS: 'true' })).toThrow(
        new Error('Invalid configuration: METRICS=true needs METRICS_TOKEN (the bearer token scrapes send)'),
      );
    }
    expect(() => loadConfig({ ...production, METRICS: 'true', METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN: must be at least 16 characters',
    );
  });

  it('serves the API docs outside production, and in production only when API_DOCS says so', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('reads an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' })).toMatchObject({ smtpUrl: undefined, port: 3000 });
  });
});

describe('storage settings', () => {
  it('keeps files in local folders by default, and in one bucket with STORAGE=s3', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'https://minio.example:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_PUBLIC_URL: 'https://cdn.example/media/',
      }),
    ).toMatchObject({
      s3: {
        bucket: 'shop-files',
        endpoint: 'https://minio.example:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
      mediaPublicUrl: 'https://cdn.example/media',
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop-files' }).s3).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses a bucket storage without a bucket, half a key, and a CDN address for local folders', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example' })).toThrow(
      'Invalid configuration: MEDIA_PUBLIC_URL needs STORAGE=s3 (the CDN serves the bucket)',
    );
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow('STORAGE');
  });
});
