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
 * The console's form (as useConsoleForm makes it), where a message a schema names itself
 * (`{ error: 'required' }`, `'web_link'`…) also becomes its text in the member's language: zod hands
 * such a message over as its name, before any error map, so the form would otherwise show 'required'.
 */

function translated<T extends FieldValues>(errors: FieldErrors<T>, lang: Lang): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const entry = node as Record<string, unknown>;
    const named = typeof entry.message === 'string' ? fieldMessages[entry.message] : undefined;
    return Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [
        key,
        key === 'ref' ? value : key === 'message' && named ? named[lang] : walk(value),
      ]),
    );
  };
  return walk(errors) as FieldErrors<T>;
}

export function useNamedForm<T extends FieldValues>(
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
    return { ...result, errors: translated(result.errors, language) } as typeof result;
  };
  return useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
}
