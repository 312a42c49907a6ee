import type { FastifyPluginAsync } from 'fastify';
import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import type { Localized } from '#shared/lang.ts';
import type { ZatcaSettings } from './credentials.ts';
import {
  finishOnboarding,
  OnboardingError,
  onboardingState,
  runComplianceChecks,
  startOnboarding,
  submitOtp,
} from './onboarding.ts';

const messages = messagesOf('zatca');

/** An onboarding error as the API's own: 409 out of order, 422 refused with ZATCA's words, 502 unreachable. */
function answered(error: unknown): never {
  if (!(error instanceof OnboardingError)) throw error;
  if (error.code === 'zatca_onboarding_out_of_order') {
    throw new AppError(409, error.code, messages.onboardingOutOfOrder);
  }
  if (error.code === 'zatca_onboarding_refused') {
    const detail = error.messages.map((m) => m.message).join('; ') || error.message;
    throw new AppError(422, error.code, localize('zatca', 'refused', { detail }));
  }
  throw new AppError(502, error.code, messages.unavailable);
}

/** The shop's onboarding with ZATCA, step by step, for admins (decision 104). */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  const settings = (): ZatcaSettings => {
    const zatca = app.config.zatca;
    if (!zatca?.keySecret) throw new AppError(409, 'zatca_onboarding_off', messages.onboardingOff);
    return zatca;
  };
  const state = async () => {
    const row = await onboardingState(app.db);
    return {
      available: Boolean(app.config.zatca?.keySecret),
      onboarding: row && {
        stage: row.stage as 'csr' | 'compliance' | 'checked' | 'production',
        vat_number: row.vatNumber,
        organisation: row.organisation,
        branch: row.branch,
        egs_serial: row.egsSerial,
        csr: row.csr,
        messages: row.messages,
        updated_at: row.updatedAt.toISOString(),
      },
    };
  };
  const step = async (lang: 'ar' | 'en', work: () => Promise<unknown>, done: Localized) => {
    await work().catch(answered);
    return { data: await state(), message: done[lang] };
  };

  route(
    app,
    'GET /staff/zatca/onboarding',
    {
      summary: 'The shop’s onboarding with ZATCA',
      description:
        'The stage reached (csr, compliance, checked, production), the unit’s details and its CSR.',
    },
    async () => ({ data: await state() }),
  );
  route(
    app,
    'POST /staff/zatca/onboarding/csr',
    {
      summary: 'Step 1: a new secp256k1 key and CSR for the shop’s EGS unit',
      description:
        'Starts the onboarding (over): the key is kept encrypted. 409 `zatca_onboarding_off` unless ' +
        'ZATCA_PHASE=2 and ZATCA_KEY_SECRET are set.',
    },
    async (request) => {
      const body = request.body;
      const unit = {
        vatNumber: body.vat_number,
        organisation: body.organisation,
        branch: body.branch,
        egsSerial: body.egs_serial,
        location: body.location,
        industry: body.industry,
      };
      return step(request.lang, () => startOnboarding(app.db, settings(), unit), messages.csrMade);
    },
  );
  route(
    app,
    'POST /staff/zatca/onboarding/otp',
    {
      summary: 'Step 2: the compliance CSID, for the one-time password of the Fatoora portal',
      description: '422 `zatca_onboarding_refused` with ZATCA’s words (a wrong OTP or CSR).',
    },
    async (request) =>
      step(request.lang, () => submitOtp(app.db, settings(), request.body.otp), messages.complianceIssued),
  );
  route(
    app,
    'POST /staff/zatca/onboarding/compliance-checks',
    {
      summary: 'Step 3: ZATCA’s compliance checks of a sample invoice and credit note',
      description: '422 `zatca_onboarding_refused` with ZATCA’s messages when a sample fails.',
    },
    async (request) =>
      step(
        request.lang,
        async () => {
          const failed = await runComplianceChecks(app.db, settings());
          if (failed.length > 0)
            throw new OnboardingError('zatca_onboarding_refused', 'checks failed', failed);
        },
        messages.checksPassed,
      ),
  );
  route(
    app,
    'POST /staff/zatca/onboarding/production',
    {
      summary: 'Step 4: the production CSID, with which the shop signs and reports from then on',
      description: '409 `zatca_onboarding_out_of_order` before the compliance checks passed.',
    },
    async (request) =>
      step(request.lang, () => finishOnboarding(app.db, settings()), messages.productionIssued),
  );
};
