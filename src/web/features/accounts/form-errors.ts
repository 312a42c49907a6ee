import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/api/client.ts';
import { validationValues } from './schemas.ts';

/** Server field errors arrive already translated; ours are keys under `validation.`. */
const SERVER = 'server';

export function errorText(t: TFunction<'accounts'>, error?: FieldError): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER) return error.message;
  return t(`validation.${error.message}`, { ...validationValues, defaultValue: error.message });
}

/**
 * Puts the server's per-field messages (422 `errors`) under the fields they belong to. The
 * server's overall message was already shown as a toast by the API client.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  if (!(error instanceof ApiError)) return;
  // A taken e-mail (409) names no field, but there is only one it can be.
  if (error.code === 'email_taken' && fields.includes('email')) {
    setError('email' as Path<T>, { type: SERVER, message: error.message });
  }
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if (!fields.includes(field) || !messages[0]) continue;
    setError(field as Path<T>, { type: SERVER, message: messages[0] });
  }
}

/** The e-mail as the last segment of a route, readable (`@` kept) but safe. */
export function withEmail(base: string, email: string): string {
  return `${base}/${encodeURIComponent(email).replace(/%40/g, '@')}`;
}

/**
 * Focuses the first invalid field in the order the form shows them. React-hook-form's own focus
 * follows registration order, and a parent form registers its fields before its child sections.
 */
export function focusFirstInvalid(form: EventTarget | null | undefined, errors: FieldErrors) {
  if (!(form instanceof HTMLFormElement)) return;
  const invalid = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && invalid.has(element.name)) {
      element.focus();
      return;
    }
  }
}
