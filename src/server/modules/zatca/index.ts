import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { invoiceEvents } from '#server/services/invoice-events.ts';
import { signedCodes } from '#server/services/signed-codes.ts';
import { apiOf, productionCsid, shopSigner } from './credentials.ts';
import { keepPending, signAllPending, signedCodeOf } from './documents.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { reportDue } from './reporting.ts';
import { reportingRoutes } from './reporting-routes.ts';
import { zatcaRoutes } from './routes.ts';

/*
 * ZATCA e-invoicing phase 2 (decision 098), off unless `ZATCA_PHASE=2`: each invoice and credit note
 * the invoicing module issues gets a UBL 2.1 document, signed with the shop's key and certificate and
 * chained to the one before it (counter and previous hash). In phase 1, the default, nothing of this
 * runs: the invoices carry the QR code of phase 1 as before.
 */

export const ZATCA_JOB = 'zatca.sign-documents' as const;
export const ZATCA_REPORT_JOB = 'zatca.report-documents' as const;

const signerFor = (app: { db: Db; config: Pick<Config, 'zatca'> }) =>
  app.config.zatca ? shopSigner(app.db, app.config.zatca) : Promise.resolve(undefined);

/**
 * In phase 2, keeps each issued document pending for the job, asks the job to sign it, and gives the
 * PDFs its signed QR code.
 */
export const zatcaSubscribers: FastifyPluginAsync = async (app) => {
  if (!app.config.zatca) {
    invoiceEvents.subscribe('zatca:documents', {});
    signedCodes.provide(undefined);
    return;
  }
  signedCodes.provide(async (db, invoiceId) => {
    const signer = await signerFor(app);
    return signer ? signedCodeOf(db, signer, invoiceId) : null;
  });
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
    const signer = await signerFor(app);
    if (!signer) return null;
    const signed = await signAllPending(app.db, signer);
    if (signed > 0) app.jobs.kick(ZATCA_REPORT_JOB);
    return signed > 0 ? { signed } : null;
  },
}));

/**
 * Reports (or clears) the signed documents to ZATCA, every minute and after each signing run, once the
 * shop is onboarded (decision 104); a document that failed waits out its backoff.
 */
export const zatcaReportJob = jobPlugin((app) => ({
  name: ZATCA_REPORT_JOB,
  every: '* * * * *',
  async run() {
    const settings = app.config.zatca;
    const csid = settings && (await productionCsid(app.db, settings));
    if (!settings || !csid) return null;
    const run = await reportDue(app.db, apiOf(settings), csid);
    return Object.values(run).some((n) => n > 0) ? run : null;
  },
}));

export const zatcaModule: FastifyPluginAsync = async (app) => {
  await app.register(zatcaRoutes);
  await app.register(onboardingRoutes);
  await app.register(reportingRoutes);
};
