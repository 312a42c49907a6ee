import type { Db } from '#server/db/client.ts';

/*
 * The QR code a printed invoice or credit note carries when ZATCA phase 2 is on (decision 098): the
 * zatca module says where a document's signed code of tags 1–9 is, so invoicing needs nothing of it.
 * In phase 1 nothing is provided and the documents carry phase 1's code of tags 1–5. Provided again by
 * every app built in one process, like the invoice events.
 */

/** The base64 TLV payload of the document's signed QR code; null for a document outside phase 2. */
export type SignedCode = (db: Db, documentId: number) => Promise<string | null>;

let provided: SignedCode | undefined;

export const signedCodes = {
  provide(source: SignedCode | undefined) {
    provided = source;
  },
  of(db: Db, documentId: number): Promise<string | null> {
    return provided ? provided(db, documentId) : Promise.resolve(null);
  },
};
