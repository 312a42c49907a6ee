import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import type { Lang } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { localizedIssues } from '../console/form.tsx';

/*
 * The console's form (useConsoleForm) with one more step: a message a schema names itself
 * (`{ error: 'required' }`, `'https_link'`…) wins over zod's error map, so it reaches the form as its
 * name; here it becomes its text in the member's language, as the API's 422 answers give it.
 */

function translate<T extends FieldValues>(errors: FieldErrors<T>, lang: Lang): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const entry = node as { message?: unknown } & Record<string, unknown>;
    const named = typeof entry.message === 'string' ? fieldMessages[entry.message] : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      out[key] = key === 'ref' ? value : key === 'message' && named ? named[lang] : walk(value);
    }
    return out;
  };
  return walk(errors) as FieldErrors<T>;
}

export function usePagesForm<T extends FieldValues>(
  schema: z.ZodType<unknown, T>,
  defaultValues: DefaultValues<T>,
) {
  const { language } = useLanguage();
  // The resolver's own generics cannot relate the schema's input and output here.
  const resolve = zodResolver(
    schema as never,
    { error: localizedIssues(language) } as never,
  ) as unknown as Resolver<T>;
  const resolver: Resolver<T> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translate(result.errors, language) } as typeof result;
  };
  return useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
}
