import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ZatcaAddress } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { type ZatcaDocumentKind, zatcaChain, zatcaDocuments } from '#server/db/schema/zatca.ts';
import { type IssuedFacts, issuedFacts } from '#server/modules/invoicing/index.ts';
import { chargedOf, findStaffOrder, refundOf } from '#server/modules/orders/index.ts';
import { allocate } from '#shared/price.ts';
import { inRiyalsWhereNeeded } from './riyal-document.ts';
import { type Signer, signDocument } from './signature.ts';
import type { UblDocument, UblLine } from './ubl.ts';

/*
 * The shop's chain of phase 2 documents (decision 098). The transaction that issues an invoice or a
 * credit note writes its row, pending; the job `zatca.sign-documents` then signs the pending documents
 * one after another, each under the lock of the chain's row: it takes the next counter (ICV) and the
 * last document's hash as this one's previous hash (PIH), and writes this one's hash as the last. Two
 * processes never sign at once: the counters run 1, 2, 3… without a gap or a repeat and each document
 * names the hash of the one before it. A process that finds the lock taken does not wait for it: the
 * one holding it signs until nothing is pending.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** The previous hash of the first document: SHA-256 of '0', as ZATCA prints it (hex digest, base64). */
export const FIRST_PREVIOUS_HASH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString(
  'base64',
);

/** Writes the issued document's row, to be signed once its transaction commits. */
export async function keepPending(tx: Tx, invoiceId: number, kind: ZatcaDocumentKind) {
  await tx.insert(zatcaDocuments).values({ invoiceId, kind }).onConflictDoNothing();
}

const bilingual = (ar: string, en: string) => (ar && en && ar !== en ? `${ar} | ${en}` : ar || en);

/**
 * The lines of the document: an invoice has one per book and one for the shipping and fees, a
 * discount being a document-level allowance; a credit note has one line, the amount it credits of
 * the invoice it names. The books' amounts as charged (with the tax where prices include it) share
 * the document's net amount in proportion.
 */
async function linesOf(db: Db, facts: IssuedFacts) {
  const order = await findStaffOrder(db, facts.orderId, 'ar');
  const charged = await chargedOf(db, facts.orderId);
  const rows: Omit<UblLine, 'taxCents'>[] = (order?.lines ?? []).map((line) => ({
    name: bilingual(line.title_ar, line.title_en),
    quantity: line.quantity,
    netCents: charged?.lines.get(line.id)?.total ?? 0,
  }));
  const base = order?.tax_included ? facts.totalCents : facts.netCents;
  const rest = base - rows.reduce((sum, row) => sum + row.netCents, 0);
  const whole = facts.kind === 'invoice' && rows.length > 0;
  if (!whole) {
    rows.splice(0, rows.length, {
      name: bilingual('مبلغ مردود', 'Amount credited'),
      quantity: 1,
      netCents: facts.netCents,
    });
  } else if (rest > 0) {
    rows.push({ name: bilingual('الشحن والرسوم', 'Shipping and fees'), quantity: 1, netCents: rest });
  }
  const allowance = whole && rest < 0 && base > 0 ? Math.round((-rest * facts.netCents) / base) : 0;
  const nets = allocate(
    facts.netCents + allowance,
    rows.map((row) => row.netCents),
  );
  const rate = facts.taxCents > 0 ? (order?.tax_lines.reduce((sum, line) => sum + line.rate, 0) ?? 0) : 0;
  // Each line's VAT is its own net amount at the rate, rounded (ZATCA's BR-KSA-50); the document's VAT
  // is the order's, rounded once on the whole.
  const lines = rows.map((row, i) => ({
    ...row,
    netCents: nets[i]!,
    taxCents: Math.round((nets[i]! * rate) / 100),
  }));
  return { lines, allowanceCents: allowance, ratePercent: rate };
}

async function reasonOf(db: Db, facts: IssuedFacts) {
  const refund = facts.refundId === null ? undefined : await refundOf(db, facts.refundId);
  return refund?.reason || bilingual('إلغاء الطلب', 'Order cancelled');
}

/**
 * The document as ZATCA's XML says it, at its place in the chain: in the order's currency, or in
 * riyals when that currency has no two decimals (`riyal-document.ts`).
 */
export async function ublDocumentOf(
  db: Db,
  facts: IssuedFacts,
  chain: { uuid: string; counter: number; previousHash: string },
  address: ZatcaAddress,
): Promise<UblDocument> {
  const { lines, allowanceCents, ratePercent } = await linesOf(db, facts);
  const charged: UblDocument = {
    kind: facts.kind,
    number: facts.number,
    ...chain,
    issuedAt: facts.issuedAt,
    currency: facts.currency,
    decimals: facts.decimals,
    seller: {
      name: bilingual(facts.seller.nameAr, facts.seller.nameEn),
      vatNumber: facts.seller.taxNumber,
      address,
    },
    ratePercent,
    netCents: facts.netCents,
    taxCents: facts.taxCents,
    taxRiyalCents: facts.taxRiyalCents,
    lines,
    allowanceCents,
    creditOf:
      facts.kind === 'credit_note' && facts.refersTo
        ? { ...facts.refersTo, reason: await reasonOf(db, facts) }
        : undefined,
  };
  return inRiyalsWhereNeeded(charged, facts);
}

/** The shop's signer and its national address. */
export type ShopSigner = Signer & { address: ZatcaAddress };

/**
 * The chain's row, locked until the transaction ends (written first when the chain is new); undefined
 * while another process holds it.
 */
async function lockedChain(tx: Tx) {
  await tx
    .insert(zatcaChain)
    .values({ id: 1, lastCounter: 0, lastHash: FIRST_PREVIOUS_HASH })
    .onConflictDoNothing();
  const [chain] = await tx
    .select()
    .from(zatcaChain)
    .where(eq(zatcaChain.id, 1))
    .for('update', { skipLocked: true });
  return chain;
}

/**
 * Signs up to `batch` pending documents into the chain, in one transaction holding the chain's lock;
 * answers how many it signed (0 when none waits).
 */
export async function signPending(db: Db, signer: ShopSigner, batch = 25): Promise<number> {
  return db.transaction(async (tx) => {
    const chain = await lockedChain(tx);
    if (!chain) return 0;
    const pending = await tx
      .select()
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.status, 'pending'))
      .orderBy(asc(zatcaDocuments.id))
      .limit(batch);
    let { lastCounter, lastHash } = chain;
    for (const row of pending) {
      const facts = await issuedFacts(tx, row.invoiceId);
      if (!facts) continue;
      const counter = lastCounter + 1;
      const chainPlace = { uuid: row.uuid, counter, previousHash: lastHash };
      const doc = await ublDocumentOf(tx as Db, facts, chainPlace, signer.address);
      const signed = signDocument(doc, signer);
      await tx
        .update(zatcaDocuments)
        .set({
          number: facts.number,
          counter,
          previousHash: lastHash,
          invoiceHash: signed.hash,
          xml: signed.xml,
          qr: signed.qr,
          status: 'signed',
          signedAt: new Date(),
        })
        .where(eq(zatcaDocuments.id, row.id));
      lastCounter = counter;
      lastHash = signed.hash;
    }
    await tx.update(zatcaChain).set({ lastCounter, lastHash }).where(eq(zatcaChain.id, 1));
    return lastCounter - chain.lastCounter;
  });
}

/** Signs every pending document; answers how many. */
export async function signAllPending(db: Db, signer: ShopSigner): Promise<number> {
  let total = 0;
  for (let signed = await signPending(db, signer); signed > 0; signed = await signPending(db, signer)) {
    total += signed;
  }
  return total;
}

/**
 * The signed QR code of the invoice or credit note `invoiceId`, for its PDF; null for a document issued
 * before phase 2. A document still pending (its PDF asked for before the job ran) is signed first; when
 * another process holds the chain, its lock is waited for, as that process signs until none is pending.
 */
export async function signedCodeOf(db: Db, signer: ShopSigner, invoiceId: number): Promise<string | null> {
  const read = async () => {
    const [row] = await db
      .select({ status: zatcaDocuments.status, qr: zatcaDocuments.qr })
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.invoiceId, invoiceId));
    return row;
  };
  let row = await read();
  if (row?.status === 'pending') {
    await signAllPending(db, signer);
    row = await read();
  }
  if (row?.status === 'pending') {
    await db.transaction(async (tx) => {
      await tx.select({ id: zatcaChain.id }).from(zatcaChain).where(eq(zatcaChain.id, 1)).for('update');
    });
    await signAllPending(db, signer);
    row = await read();
  }
  return row?.status === 'signed' ? row.qr : null;
}

/** A signed document by its number (`INV-2026-000001`), or undefined. */
export async function signedDocument(db: Pick<Db, 'select'>, number: string) {
  const [row] = await db.select().from(zatcaDocuments).where(eq(zatcaDocuments.number, number));
  return row?.status === 'signed' ? row : undefined;
}
