import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/plugins/errors.ts';
import { clientMessages } from './messages.ts';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * For routes validated with `attachValidation`: a form sent with empty required fields answers
 * 'Please fill in all fields' (spec §5); any other invalid input keeps the usual validation answer.
 */
export function rejectInvalidBody(request: FastifyRequest, required: readonly string[]): void {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!error) return;
  if (error.validationContext === 'body') {
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const missing = required.filter((field) => blank(body[field]));
    if (missing.length > 0) {
      throw new AppError(
        422,
        'validation',
        clientMessages.fillAllFields,
        Object.fromEntries(missing.map((field) => [field, [clientMessages.required]])),
      );
    }
  }
  throw error;
}
