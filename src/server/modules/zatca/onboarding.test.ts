import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { zatcaOnboarding } from '#server/db/schema/zatca.ts';
import { setUpSaudiShop } from '#server/modules/invoicing/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { complianceCsid } from './api.ts';
import { certificateOfToken } from './credentials.ts';
import { newUnitKey, unitCsr } from './csr.ts';
import { checkedDocument, hashOfXml } from './standin/checks.ts';
import { startZatcaStandIn } from './standin/server.ts';
import { testSigningKeys, testUnit } from './testing.ts';
import { open } from './vault.ts';

/*
 * Onboarding from the console (decision 104), against the stand-in of ZATCA's API: the admin makes the
 * EGS unit's CSR, gives the portal's one-time password, passes the compliance checks and receives the
 * production CSID, each step in its order; the key and the secrets are kept encrypted. The stand-in
 * itself refuses what ZATCA refuses.
 */

const standIn = await startZatcaStandIn();
const { sellerAddress } = testSigningKeys();
const keySecret = 'another-test-secret-of-32-characters-at-least';
const zatca = { sellerAddress, apiUrl: standIn.url, keySecret };
const { ctx, staff, admin } = setUpSaudiShop({ zatca });
afterAll(() => standIn.close());

const unit = {
  vatNumber: testUnit.vat_number,
  organisation: testUnit.organisation,
  branch: testUnit.branch,
  egsSerial: testUnit.egs_serial,
  location: testUnit.location,
  industry: testUnit.industry,
};

const step = (url: string, body?: unknown, lang: 'ar' | 'en' = 'en') =>
  staff('POST', `/staff/zatca/onboarding/${url}`, { token: admin.token, lang, ...(body ? { body } : {}) });

describe('onboarding with ZATCA from the console', () => {
  it('takes the CSR, the one-time password, the compliance checks and the production CSID in order', async () => {
    const early = await step('compliance-checks');
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('zatca_onboarding_out_of_order');

    const csr = await step('csr', testUnit);
    expect(csr.statusCode, csr.body).toBe(200);
    expect(csr.json().message).toBe('The CSR is ready: take a one-time password from the Fatoora portal');
    expect(csr.json().data.onboarding).toMatchObject({
      stage: 'csr',
      vat_number: testUnit.vat_number,
      messages: [],
    });
    expect(csr.json().data.onboarding.csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\n/);

    const wrong = await step('otp', { otp: '000000' });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json()).toEqual({
      code: 'zatca_onboarding_refused',
      message: 'ZATCA refused: The provided OTP is invalid',
    });

    expect((await step('production')).statusCode).toBe(409);
    const otp = await step('otp', { otp: standIn.otp }, 'ar');
    expect(otp.statusCode, otp.body).toBe(200);
    expect(otp.json().message).toBe('أصدرت الهيئة شهادة الامتثال: شغّل فحوص الامتثال');
    expect((await step('production')).statusCode).toBe(409);
    const checks = await step('compliance-checks');
    expect(checks.statusCode, checks.body).toBe(200);
    expect(checks.json().data.onboarding.stage).toBe('checked');
    const production = await step('production');
    expect(production.statusCode, production.body).toBe(200);
    expect(production.json().message).toBe(
      'ZATCA issued the production certificate: the shop signs and reports with it from now on',
    );

    const read = await staff('GET', '/staff/zatca/onboarding', { token: admin.token });
    expect(read.json().data).toMatchObject({ available: true, onboarding: { stage: 'production' } });
    expect(read.body).not.toMatch(/PRIVATE KEY|productionSecret|secret/i);

    // The key and the secrets at rest are sealed; they open with ZATCA_KEY_SECRET only.
    const [row] = await ctx.app.db.select().from(zatcaOnboarding);
    for (const sealed of [row!.privateKey, row!.complianceSecret!, row!.productionSecret!]) {
      expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(() => open('a-wrong-secret-that-is-32-characters-long', sealed)).toThrow();
    }
    const key = createPrivateKey(open(keySecret, row!.privateKey));
    const certificate = new X509Certificate(certificateOfToken(row!.productionToken!));
    expect(certificate.checkPrivateKey(key)).toBe(true);
    expect(certificate.verify(standIn.ca.publicKey)).toBe(true);
    expect(certificate.subject).toBe(
      `C=SA\nOU=${testUnit.branch}\nO=${testUnit.organisation}\nCN=EGS-${testUnit.vat_number}`,
    );
  });

  it('is for admins only', async () => {
    const { token } = await signedInStaff(ctx, 'orders');
    const res = await staff('POST', '/staff/zatca/onboarding/csr', { token, body: testUnit });
    expect(res.statusCode, res.body).toBe(403);
    expect((await staff('GET', '/staff/zatca/onboarding', { token })).statusCode).toBe(403);
  });
});

describe('the stand-in of ZATCA’s API', () => {
  const api = { url: standIn.url };

  it('refuses a CSR whose key is not on secp256k1, or whose signature does not verify', async () => {
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    await expect(complianceCsid(api, unitCsr(unit, p256, api.url), standIn.otp)).rejects.toThrow(
      'The CSR’s key is not on secp256k1',
    );
    const good = unitCsr(unit, newUnitKey(), api.url);
    const der = Buffer.from(good.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    der[der.length - 1] ^= 1;
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    await expect(complianceCsid(api, tampered, standIn.otp)).rejects.toThrow(
      'The CSR’s signature does not verify',
    );
    await expect(
      complianceCsid(api, unitCsr({ ...unit, vatNumber: '123' }, newUnitKey(), api.url), standIn.otp),
    ).rejects.toThrow('The CSR’s UID is not a VAT number');
    await expect(
      complianceCsid(api, unitCsr({ ...unit, egsSerial: 'serial' }, newUnitKey(), api.url), standIn.otp),
    ).rejects.toThrow('The CSR’s SN is not an EGS serial (1-…|2-…|3-…)');
  });

  it('refuses a document whose hash is not its XML’s', () => {
    const xml =
      '<Invoice xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
      '<cbc:UUID>u-1</cbc:UUID></Invoice>';
    const certificate = new X509Certificate(testSigningKeys().certificatePem);
    const body = { uuid: 'u-1', invoice: Buffer.from(xml).toString('base64') };
    expect(() => checkedDocument({ ...body, invoiceHash: 'AAAA' }, certificate)).toThrow(
      'The invoice hash does not match the XML',
    );
    expect(() => checkedDocument({ ...body, invoiceHash: hashOfXml(xml) }, certificate)).toThrow(
      'The signed digest is not the invoice hash',
    );
  });
});
