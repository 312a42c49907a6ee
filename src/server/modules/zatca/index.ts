import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { invoiceEvents } from '#server/services/invoice-events.ts';
import { signedCodes } from '#server/services/signed-codes.ts';
import { keepPending, type ShopSigner, signAllPending, signedCodeOf } from './documents.ts';
import { zatcaRoutes } from './routes.ts';
import { signerOf } from './signature.ts';

/*
 * ZATCA e-invoicing phase 2 (decision 098), off unless `ZATCA_PHASE=2`: each invoice and credit note
 * the invoicing module issues gets a UBL 2.1 document, signed with the shop's key and certificate and
 * chained to the one before it (counter and previous hash). In phase 1, the default, nothing of this
 * runs: the invoices carry the QR code of phase 1 as before.
 */

export const ZATCA_JOB = 'zatca.sign-documents' as const;

const signers = new WeakMap<object, ShopSigner>();

function signerFor(config: Pick<Config, 'zatca'>) {
  if (!config.zatca) return undefined;
  let signer = signers.get(config.zatca);
  if (!signer) {
    const { privateKeyPem, certificatePem, sellerAddress } = config.zatca;
    signer = { ...signerOf(privateKeyPem, certificatePem), address: sellerAddress };
    signers.set(config.zatca, signer);
  }
  return signer;
}

/**
 * In phase 2, keeps each issued document pending for the job, asks the job to sign it, and gives the
 * PDFs its signed QR code.
 */
export const zatcaSubscribers: FastifyPluginAsync = async (app) => {
  const signer = signerFor(app.config);
  if (!signer) {
    invoiceEvents.subscribe('zatca:documents', {});
    signedCodes.provide(undefined);
    return;
  }
  signedCodes.provide((db, invoiceId) => signedCodeOf(db, signer, invoiceId));
  invoiceEvents.subscribe('zatca:documents', {
    async issued(tx, { documentId, kind }) {
      await keepPending(tx, documentId, kind);
      // A run that starts before the issuing transaction commits misses it: the next minute's takes it.
      app.jobs.kick(ZATCA_JOB);
    },
  });
};

/** Signs the pending documents into the chain, when asked and every minute (nothing in phase 1). */
export const zatcaSignJob = jobPlugin((app) => ({
  name: ZATCA_JOB,
  every: '* * * * *',
  async run() {
    const signer = signerFor(app.config);
    if (!signer) return null;
    const signed = await signAllPending(app.db, signer);
    return signed > 0 ? { signed } : null;
  },
}));

export const zatcaModule: FastifyPluginAsync = async (app) => {
  await app.register(zatcaRoutes);
};
