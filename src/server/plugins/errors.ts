import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { issueText } from '#shared/contract/issue-messages.ts';
import type { Lang, Localized } from '#shared/lang.ts';

/** An error the API answers with as `{ message, code, errors? }`, message in the request's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly localized: Localized,
    readonly fieldErrors?: Record<string, Localized[]>,
  ) {
    super(localized.en);
  }
}

/** A reason the server must not start, told in one line (the start prints it and exits with 1). */
export class StartupRefusal extends Error {}

/** The answers of every route; the NUL refusal is the input guard's. */
export const commonMessages = messagesOf('common', 'nul');

export const notFound = (localized: Localized = commonMessages.notFound) =>
  new AppError(404, 'not_found', localized);
export const forbidden = () => new AppError(403, 'forbidden', commonMessages.forbidden);
export const unauthenticated = () => new AppError(401, 'unauthenticated', commonMessages.unauthenticated);
export const databaseUnavailable = () =>
  new AppError(503, 'database_unavailable', commonMessages.databaseUnavailable);

/** Seconds a client is asked to wait before trying again while the database does not answer. */
const RETRY_AFTER_SECONDS = 5;

export type Issue = { path: PropertyKey[]; message: string } & Record<string, unknown>;

/** A validation issue's message in `lang`: the contract's named message, else its kind's (issue-messages.ts). */
export function issueMessage(issue: Issue, lang: Lang): string {
  return issueText(issue, lang);
}

function groupIssues(issues: Issue[], lang: Lang, prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    errors[key] ??= [];
    errors[key].push(issueMessage(issue, lang));
  }
  return errors;
}

function send(reply: FastifyReply, status: number, code: string, message: string, errors?: unknown) {
  return reply.status(status).send(errors ? { message, code, errors } : { message, code });
}

function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as never;
    current = current.cause as never;
  }
  return undefined;
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'ar';
    if (
      isDatabaseUnavailable(error) ||
      (error instanceof AppError && error.code === 'database_unavailable')
    ) {
      // A database that does not answer is not this request's fault: 503, and a word in the log.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, 'database_unavailable', commonMessages.databaseUnavailable[lang]);
    }
    if (error instanceof AppError) {
      const errors = error.fieldErrors
        ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v.map((m) => m[lang])]))
        : undefined;
      return send(reply, error.statusCode, error.code, error.localized[lang], errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod spreads each zod issue into `params`, minus path, code and message.
      const issues = error.validation.map(
        (v): Issue => ({
          ...v.params,
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.split('/').filter(Boolean),
        }),
      );
      const part = error.validationContext === 'body' ? '' : error.validationContext;
      return send(reply, 422, 'validation', commonMessages.validation[lang], groupIssues(issues, lang, part));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, 'bad_json', commonMessages.badJson[lang]);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, 'too_large', commonMessages.tooLarge[lang]);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, 'unsupported_media_type', commonMessages.unsupportedMedia[lang]);
    }
    if (error.statusCode === 429) {
      return send(reply, 429, 'rate_limited', commonMessages.rateLimited[lang]);
    }
    const pgError = pgErrorOf(error);
    if (pgError?.code === '23505') return send(reply, 409, 'conflict', commonMessages.conflict[lang]);
    if (pgError?.code === '23503')
      return send(reply, 422, 'invalid_reference', commonMessages.invalidReference[lang]);
    if (pgError?.code === '23514' || pgError?.code === '22P02' || pgError?.code === '22003') {
      return send(reply, 422, 'validation', commonMessages.validation[lang]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal', commonMessages.internal[lang]);
  });
});
