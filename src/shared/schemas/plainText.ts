import { z } from 'zod';
import { findNonPlainText } from '../plainText';

/** Top-level fields of an object schema that the rule leaves alone, by schema. */
const exemptFieldsOf = new WeakMap<z.core.$ZodType, ReadonlySet<string>>();

/**
 * Lets the named top-level fields of this schema hold any text. Only for a field that is
 * compared, never stored or shown: the sign-in password, which may have been chosen before the
 * rule existed and must still sign its owner in.
 */
export function exemptFromPlainText<T extends z.ZodObject>(
  schema: T,
  fields: readonly (keyof z.output<T> & string)[],
): T {
  exemptFieldsOf.set(schema, new Set(fields));
  return schema;
}

function withoutExemptFields(value: unknown, exempt: ReadonlySet<string> | undefined): unknown {
  if (!exempt || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !exempt.has(key)));
}

/**
 * The schema, refusing any value whose parsed result holds a string that is not plain text,
 * with the field at fault named. The parsed result is what gets stored, so text decoded
 * inside a field (a location sent as JSON) is checked too. The server applies it to every
 * route's body, query and path parameters; the forms apply it to what they submit. Fields
 * marked with exemptFromPlainText are skipped.
 */
export function plainTextOnly<T extends z.core.$ZodType>(schema: T) {
  const exempt = exemptFieldsOf.get(schema);
  return z.pipe(
    schema,
    z.custom<z.output<T>>().superRefine((value, context) => {
      const path = findNonPlainText(withoutExemptFields(value, exempt));
      if (path) {
        context.addIssue({ code: 'custom', path, message: 'errors.controlCharacters' });
      }
    }),
  );
}
