import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { setUpSaudiShop } from '#server/modules/invoicing/testing.ts';
import { testSigningKeys } from './testing.ts';

/*
 * Off by default, obvious when on (decision 098): the shop runs in phase 1 unless ZATCA_PHASE=2, which
 * needs the shop's key and certificate; in phase 1 an invoice gets no signed XML.
 */

const { ctx, staff, admin, saudiOrder } = setUpSaudiShop();

describe('the ZATCA phase', () => {
  it('is phase 1 unless ZATCA_PHASE=2 says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).zatca).toBeUndefined();
  });

  it('refuses phase 2 without the key, the certificate and the seller’s national address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ZATCA_PHASE: '2' })).toThrow(
      'Invalid configuration: ZATCA_PHASE=2 needs ZATCA_PRIVATE_KEY_FILE and ZATCA_CERTIFICATE_FILE and ZATCA_SELLER_ADDRESS',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ZATCA_SELLER_ADDRESS: 'King Fahd Road;23;8228;Al Olaya;Riyadh;12214' }),
    ).toThrow(
      'Invalid configuration: ZATCA_SELLER_ADDRESS: must be street;building number (4 digits);additional number (4 digits);district;city;postal code (5 digits)',
    );
  });

  it('reads the key, the certificate and the address in phase 2', () => {
    const keys = testSigningKeys();
    const dir = mkdtempSync(path.join(tmpdir(), 'zatca-phase-'));
    writeFileSync(path.join(dir, 'key.pem'), keys.privateKeyPem);
    writeFileSync(path.join(dir, 'cert.pem'), keys.certificatePem);
    const config = loadConfig({
      NODE_ENV: 'test',
      ZATCA_PHASE: '2',
      ZATCA_PRIVATE_KEY_FILE: path.join(dir, 'key.pem'),
      ZATCA_CERTIFICATE_FILE: path.join(dir, 'cert.pem'),
      ZATCA_SELLER_ADDRESS:
        'طريق الملك فهد | King Fahd Road;2322;8228;العليا | Al Olaya;الرياض | Riyadh;12214',
    });
    expect(config.zatca).toEqual({
      ...keys,
      apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
    });
  });

  it('takes phase 2 without the PEM files when the shop onboards from the console (ZATCA_KEY_SECRET)', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ZATCA_PHASE: '2',
      ZATCA_KEY_SECRET: 'k'.repeat(32),
      ZATCA_API_URL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
      ZATCA_SELLER_ADDRESS: 'King Fahd Road;2322;8228;Al Olaya;Riyadh;12214',
    });
    expect(config.zatca).toMatchObject({
      keySecret: 'k'.repeat(32),
      apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
      privateKeyPem: undefined,
      certificatePem: undefined,
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ZATCA_PHASE: '2', ZATCA_KEY_SECRET: 'k'.repeat(32) }),
    ).toThrow('Invalid configuration: ZATCA_PHASE=2 needs ZATCA_SELLER_ADDRESS');
  });

  it('in phase 1 gives an invoice no signed XML', async () => {
    const { order } = await saudiOrder();
    expect(order.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await ctx.app.jobs.defined.get('zatca.sign-documents')!.run()).toBeNull();
    const res = await staff('GET', `/staff/zatca/documents/${order.invoice_number}`, {
      token: admin.token,
      lang: 'ar',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message:
        'لا توجد وثيقة هيئة الزكاة والضريبة والجمارك بهذا الرقم (المرحلة الثانية غير مفعّلة أو لم تُوقَّع بعد)',
      code: 'zatca_document_not_found',
    });
  });
});
