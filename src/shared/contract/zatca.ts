import { z } from 'zod';

/*
 * ZATCA onboarding and reporting in the console (decision 104): the onboarding's steps (admins) and
 * each signed document's status with ZATCA, with resubmission (orders' staff).
 */

export const ZATCA_STATUSES = ['pending', 'reported', 'cleared', 'rejected'] as const;
export const ONBOARDING_STAGES = ['csr', 'compliance', 'checked', 'production'] as const;

/** One of ZATCA's validation messages, as its API answers it. */
export const zatcaMessageSchema = z.object({
  type: z.string(),
  code: z.string(),
  category: z.string(),
  message: z.string(),
  status: z.string(),
});

export const zatcaReportingQuerySchema = z.object({ status: z.enum(ZATCA_STATUSES).optional() });

export const zatcaReportingRowSchema = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  counter: z.number(),
  status: z.enum(ZATCA_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  messages: z.array(zatcaMessageSchema),
  next_attempt_at: z.string().nullable(),
  reported_at: z.string().nullable(),
});
export type ZatcaReportingRow = z.output<typeof zatcaReportingRowSchema>;

export const zatcaReportingAnswerSchema = z.object({
  data: z.object({
    /** Whether phase 2 is on, and whether the shop is onboarded (it reports only then). */
    phase2: z.boolean(),
    onboarded: z.boolean(),
    documents: z.array(zatcaReportingRowSchema),
  }),
});
export type ZatcaReportingAnswer = z.output<typeof zatcaReportingAnswerSchema>;

export const zatcaMessageAnswerSchema = z.object({ message: z.string() });

export const zatcaOnboardingSchema = z.object({
  stage: z.enum(ONBOARDING_STAGES),
  vat_number: z.string(),
  organisation: z.string(),
  branch: z.string(),
  egs_serial: z.string(),
  /** The CSR (PEM): what ZATCA is asked to certify. */
  csr: z.string(),
  messages: z.array(zatcaMessageSchema),
  updated_at: z.string(),
});

export const zatcaOnboardingAnswerSchema = z.object({
  data: z.object({ available: z.boolean(), onboarding: zatcaOnboardingSchema.nullable() }),
});
export type ZatcaOnboardingAnswer = z.output<typeof zatcaOnboardingAnswerSchema>;

export const zatcaOnboardingStepSchema = zatcaOnboardingAnswerSchema.extend({ message: z.string() });

export const zatcaCsrBodySchema = z.object({
  /** 15 digits, the first and last a 3. */
  vat_number: z.string().regex(/^3\d{13}3$/),
  organisation: z.string().trim().min(1).max(200),
  branch: z.string().trim().min(1).max(200),
  /** The EGS unit's serial, `1-<solution>|2-<version>|3-<serial>`. */
  egs_serial: z.string().regex(/^1-[^|]+\|2-[^|]+\|3-[^|]+$/),
  location: z.string().trim().min(1).max(200),
  industry: z.string().trim().min(1).max(200),
});
export type ZatcaCsrBody = z.input<typeof zatcaCsrBodySchema>;

export const zatcaOtpBodySchema = z.object({ otp: z.string().regex(/^\d{6}$/) });
