import fp from 'fastify-plugin';
import { messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';
import { AppError, commonMessages } from './errors.ts';

/* PostgreSQL text cannot hold U+0000: a NUL anywhere in what a request says is refused before any SQL. */

export const nulMessage: Localized = messagesOf('common').nul;

/** Where `value` holds a NUL character (in a string or a key), as the 422's field names. */
export function nulFields(value: unknown, prefix: string, depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [prefix || '_'] : [];
  if (value === null || typeof value !== 'object' || depth > 20) return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const path = [prefix, key.replaceAll('\u0000', '')].filter(Boolean).join('.');
    if (key.includes('\u0000')) found.push(path || '_');
    else found.push(...nulFields(inner, path, depth + 1));
  }
  return found;
}

/** Answers 422 `validation`, naming each field, when the query, the path or a JSON body holds a NUL. */
export const inputGuardPlugin = fp(async (app) => {
  // A callback hook, not an async one: no promise to make and wait for on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...nulFields(request.params, 'params'),
      ...nulFields(request.query, 'querystring'),
      ...nulFields(request.body, ''),
    ];
    if (fields.length === 0) return done();
    done(
      new AppError(
        422,
        'validation',
        commonMessages.validation,
        Object.fromEntries(fields.map((field) => [field, [nulMessage]])),
      ),
    );
  });
});
