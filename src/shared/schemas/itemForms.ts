import { z } from 'zod';
import { CANCELLATION_POLICIES } from '../cancellationPolicy';
import type { MessageId } from '../i18n/messageIds';
import { AVAILABILITIES, CONDITIONS, DURATIONS, ITEM_FIELD_REQUIRED } from '../items';
import { rentalLengthsOrdered } from '../rentalRules';
import { optionalPostalCode, requiredText } from './fields';
import {
  depositValueSchema,
  imageListSchema,
  maxRentalDaysSchema,
  minNoticeDaysSchema,
  minRentalDaysSchema,
  priceValueSchema,
} from './items';
import { plainTextOnly } from './plainText';

/** Form inputs hold text; an empty one is a missing field, not zero. */
function requiredNumberText(message: MessageId) {
  return z.string().trim().min(1, message);
}

function itemFormSchema(locationRequired: boolean) {
  const required = ITEM_FIELD_REQUIRED;
  const form = z.object({
    title: requiredText(required.title, 120),
    description: requiredText(required.description, 5000),
    categoryId: requiredNumberText(required.categoryId)
      .transform(Number)
      .pipe(z.number().int().positive()),
    condition: z.enum(CONDITIONS),
    availability: z.enum(AVAILABILITIES),
    price: requiredNumberText(required.price).transform(Number).pipe(priceValueSchema),
    duration: z.enum(DURATIONS),
    location: locationRequired ? requiredText(required.location, 200) : z.string().trim().max(200),
    city: z.string().trim().max(100),
    zipCode: optionalPostalCode(),
    imageUrls: imageListSchema(required.imageUrls),
    // Text in the boxes; empty is no rule.
    minRentalDays: minRentalDaysSchema,
    maxRentalDays: maxRentalDaysSchema,
    minNoticeDays: minNoticeDaysSchema,
    cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: 'terms.policyInvalid' }),
    // An empty box is no deposit.
    deposit: z.string().trim().transform(Number).pipe(depositValueSchema),
  });
  const ordered = form.refine(
    (item) =>
      rentalLengthsOrdered({
        minRentalDays: item.minRentalDays ?? null,
        maxRentalDays: item.maxRentalDays ?? null,
      }),
    { message: 'terms.rentalDaysOrder', path: ['minRentalDays'] },
  );
  return plainTextOnly(ordered);
}

/** The Add item form: title, description, location, price, category and one image are required. */
export const addItemFormSchema = itemFormSchema(true);
/** The Edit item form: title, description, price and category are required (and a photo kept). */
export const editItemFormSchema = itemFormSchema(false);

export type ItemFormInput = z.input<typeof addItemFormSchema>;
export type ItemFormValues = z.output<typeof addItemFormSchema>;
