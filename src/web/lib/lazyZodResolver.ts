import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

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
    return resolve(values, context, options);
  };
}
