import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type ZatcaMessage, zatcaOnboarding } from '#server/db/schema/zatca.ts';
import { checkCompliance, complianceCsid, productionCsid, ZatcaApiError } from './api.ts';
import { apiOf, certificateOfToken, type ZatcaSettings } from './credentials.ts';
import { type EgsUnit, newUnitKey, unitCsr } from './csr.ts';
import { FIRST_PREVIOUS_HASH } from './documents.ts';
import { signDocument, signerOf } from './signature.ts';
import type { UblDocument } from './ubl.ts';
import { open, seal } from './vault.ts';

/*
 * The shop's onboarding with ZATCA, step by step from the console (decision 104), as the Fatoora
 * portal's onboarding guide has it: (1) the EGS unit's key and CSR; (2) the one-time password the
 * taxpayer takes from the Fatoora portal, with the CSR, for the compliance CSID; (3) the compliance
 * checks: a sample simplified invoice and credit note, signed with the compliance CSID's certificate;
 * (4) the production CSID, with which the shop then signs and reports. Each step answers the stage
 * reached; a step taken out of order is refused. The key and the secrets are sealed (vault.ts).
 */

export class OnboardingError extends Error {
  constructor(
    readonly code:
      | 'zatca_onboarding_out_of_order'
      | 'zatca_onboarding_refused'
      | 'zatca_onboarding_unavailable',
    message: string,
    readonly messages: ZatcaMessage[] = [],
  ) {
    super(message);
  }
}

type Row = typeof zatcaOnboarding.$inferSelect;

async function current(db: Pick<Db, 'select'>) {
  const [row] = await db.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, 1));
  return row;
}

function secretOf(settings: ZatcaSettings) {
  if (!settings.keySecret)
    throw new OnboardingError('zatca_onboarding_out_of_order', 'ZATCA_KEY_SECRET is not set');
  return settings.keySecret;
}

async function atStage(db: Db, stage: Row['stage']) {
  const row = await current(db);
  if (row?.stage !== stage)
    throw new OnboardingError('zatca_onboarding_out_of_order', `Not at stage ${stage}`);
  return row;
}

/** ZATCA's refusal or silence as the onboarding's error. */
function asOnboardingError(error: unknown): never {
  if (error instanceof ZatcaApiError && error.status === 400) {
    throw new OnboardingError('zatca_onboarding_refused', error.message, error.messages);
  }
  throw new OnboardingError('zatca_onboarding_unavailable', (error as Error).message);
}

/** The onboarding as the console shows it (no key, no secret). */
export async function onboardingState(db: Pick<Db, 'select'>) {
  const row = await current(db);
  if (!row) return null;
  return {
    stage: row.stage,
    vatNumber: row.vatNumber,
    organisation: row.organisation,
    branch: row.branch,
    egsSerial: row.egsSerial,
    csr: row.csr,
    messages: row.messages,
    updatedAt: row.updatedAt,
  };
}

/** Step 1: a new key and CSR for the unit (starting the onboarding over, if it was under way or done). */
export async function startOnboarding(db: Db, settings: ZatcaSettings, unit: EgsUnit) {
  const key = newUnitKey();
  const csr = unitCsr(unit, key, apiOf(settings).url);
  const sealedKey = seal(secretOf(settings), key.export({ type: 'pkcs8', format: 'pem' }) as string);
  const values = {
    stage: 'csr',
    vatNumber: unit.vatNumber,
    organisation: unit.organisation,
    branch: unit.branch,
    egsSerial: unit.egsSerial,
    csr,
    privateKey: sealedKey,
    complianceRequestId: null,
    complianceToken: null,
    complianceSecret: null,
    productionToken: null,
    productionSecret: null,
    messages: [],
    updatedAt: new Date(),
  };
  await db
    .insert(zatcaOnboarding)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: zatcaOnboarding.id, set: values });
}

/** Step 2: the compliance CSID, for the portal's one-time password. */
export async function submitOtp(db: Db, settings: ZatcaSettings, otp: string) {
  const row = await atStage(db, 'csr');
  const csid = await complianceCsid(apiOf(settings), row.csr, otp).catch(asOnboardingError);
  await db
    .update(zatcaOnboarding)
    .set({
      stage: 'compliance',
      complianceRequestId: csid.requestId,
      complianceToken: csid.token,
      complianceSecret: seal(secretOf(settings), csid.secret),
      messages: [],
      updatedAt: new Date(),
    })
    .where(eq(zatcaOnboarding.id, 1));
}

/** The sample documents of the compliance checks: a simplified invoice and its credit note. */
function samples(row: Row, settings: ZatcaSettings): UblDocument[] {
  const invoice: UblDocument = {
    kind: 'invoice',
    number: 'SME00001',
    uuid: randomUUID(),
    issuedAt: new Date(),
    counter: 1,
    previousHash: FIRST_PREVIOUS_HASH,
    currency: 'SAR',
    decimals: 2,
    seller: { name: row.organisation, vatNumber: row.vatNumber, address: settings.sellerAddress },
    ratePercent: 15,
    netCents: 10_000,
    taxCents: 1_500,
    taxRiyalCents: 1_500,
    lines: [{ name: 'كتاب | Book', quantity: 1, netCents: 10_000, taxCents: 1_500 }],
    allowanceCents: 0,
  };
  const credit: UblDocument = {
    ...invoice,
    kind: 'credit_note',
    number: 'SME00002',
    uuid: randomUUID(),
    counter: 2,
    creditOf: { number: invoice.number, issuedAt: invoice.issuedAt, reason: 'إرجاع | Returned' },
  };
  return [invoice, credit];
}

/** Step 3: the compliance checks; answers ZATCA's messages (none when every sample passed). */
export async function runComplianceChecks(db: Db, settings: ZatcaSettings): Promise<ZatcaMessage[]> {
  const row = await atStage(db, 'compliance');
  const secret = secretOf(settings);
  const csid = { token: row.complianceToken!, secret: open(secret, row.complianceSecret!) };
  const signer = {
    ...signerOf(open(secret, row.privateKey), certificateOfToken(csid.token)),
    address: settings.sellerAddress,
  };
  const messages: ZatcaMessage[] = [];
  let previousHash = FIRST_PREVIOUS_HASH;
  for (const sample of samples(row, settings)) {
    const signed = signDocument({ ...sample, previousHash }, signer);
    previousHash = signed.hash;
    const verdict = await checkCompliance(apiOf(settings), csid, {
      invoiceHash: signed.hash,
      uuid: sample.uuid,
      xml: signed.xml,
    });
    if (verdict.outcome === 'failed')
      throw new OnboardingError('zatca_onboarding_unavailable', verdict.error);
    if (verdict.outcome === 'rejected') messages.push(...verdict.messages);
  }
  await db
    .update(zatcaOnboarding)
    .set({ stage: messages.length === 0 ? 'checked' : 'compliance', messages, updatedAt: new Date() })
    .where(eq(zatcaOnboarding.id, 1));
  return messages;
}

/** Step 4: the production CSID; the shop signs and reports with it from now on. */
export async function finishOnboarding(db: Db, settings: ZatcaSettings) {
  const row = await atStage(db, 'checked');
  const secret = secretOf(settings);
  const compliance = {
    token: row.complianceToken!,
    secret: open(secret, row.complianceSecret!),
    requestId: row.complianceRequestId!,
  };
  const csid = await productionCsid(apiOf(settings), compliance).catch(asOnboardingError);
  await db
    .update(zatcaOnboarding)
    .set({
      stage: 'production',
      productionToken: csid.token,
      productionSecret: seal(secret, csid.secret),
      updatedAt: new Date(),
    })
    .where(eq(zatcaOnboarding.id, 1));
}
