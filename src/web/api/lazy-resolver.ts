import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's checks (zod and its schema: tens of kilobytes) loaded the first time the form is checked,
 * when it is sent, rather than with the page that shows it.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
