import { z } from 'zod';
import { messages } from '../messages';
import { findNonPlainText } from '../plainText';

/**
 * The schema, refusing any value whose parsed result holds a string that is not plain text,
 * with the field at fault named. The parsed result is what gets stored, so text decoded
 * inside a field (a location sent as JSON) is checked too. The server applies it to every
 * route's body, query and path parameters; the forms apply it to what they submit.
 */
export function plainTextOnly<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(
    schema,
    z.custom<z.output<T>>().superRefine((value, context) => {
      const path = findNonPlainText(value);
      if (path) {
        context.addIssue({ code: 'custom', path, message: messages.errors.controlCharacters });
      }
    }),
  );
}
