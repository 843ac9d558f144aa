import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { wordsFor } from '../../shared/i18n/wordsFor';
import { i18n } from './i18n';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's resolver whose zod schema, and zod with it (a sixth of a form page's first-load
 * script), loads with the first validation, on the first submit, rather than with the page.
 * The schema is still the one the server validates with.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        // The next submit tries again, rather than failing for good on one dropped request.
        loading = undefined;
        throw error;
      },
    );
  return async (values, context, options) => {
    loading ??= load();
    const resolve = await loading;
    const result = await resolve(values, context, options);
    inReadersLanguage(result.errors);
    return result;
  };
}

/** The shared schemas name their messages by id: each field's message, put in the page's language. */
function inReadersLanguage(errors: object): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'message' && typeof value === 'string')
      Reflect.set(errors, key, wordsFor(i18n, value));
    else if (key !== 'ref' && typeof value === 'object' && value !== null) inReadersLanguage(value);
  }
}
