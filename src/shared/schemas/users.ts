import { z } from 'zod';
import { phoneDigits } from '../contact';
import { LOCALES } from '../i18n/locales';
import { type PostalLocation, parseLocation } from '../location';
import { ROLES } from '../roles';
import { timestampSchema } from './common';
import { phoneNumber, postalCode, requiredText } from './fields';
import { plainTextOnly } from './plainText';

/** Profile pictures must be images this server stored, never an arbitrary address. */
const UPLOADED_IMAGE_PATH = /^\/uploads\/[\w-]+\.(jpg|webp)$/;

/** Fields anyone may see about a user. */
export const publicUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: timestampSchema,
  /** The person proved they read mail at their address (a "verified" mark). */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What a signed-in user sees about themself, and only about themself. */
export const privateUserSchema = publicUserSchema.extend({
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  disclaimerAccepted: z.boolean(),
  role: z.enum(ROLES),
  /** The language of their pages on every device, and of what is written to them. */
  locale: z.enum(LOCALES),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: privateUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** PUT /api/account/language: the language the person chose. */
export const languageInputSchema = z.object({
  locale: z.enum(LOCALES, { error: 'account.languageInvalid' }),
});
export type LanguageInput = z.infer<typeof languageInputSchema>;

/** GET /api/auth/me and PUT /api/users/{id}. */
export const ownUserResponseSchema = z.object({ user: privateUserSchema });

/** GET /api/users/{id}: private fields only when the caller is that user. */
export const userResponseSchema = z.object({
  user: z.union([privateUserSchema, publicUserSchema]),
});

const locationFields = {
  address: requiredText('profile.addressRequired', 200),
  city: requiredText('profile.cityRequired', 100),
  zipCode: postalCode('profile.zipRequired'),
};
const locationObject = z.object(locationFields);

/** The profile screen's form. */
export const profileFormSchema = plainTextOnly(
  z.object({
    displayName: requiredText('profile.displayNameRequired', 160),
    phone: z
      .string({ error: 'profile.phoneRequired' })
      .transform(phoneDigits)
      .pipe(phoneNumber('profile.phoneRequired')),
    ...locationFields,
  }),
);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** PUT /api/users/{id}: location arrives as JSON text (or 'address, city, zip') and must hold a full address. */
export const profileUpdateSchema = z.object({
  firstName: requiredText('profile.displayNameRequired', 80),
  lastName: z.string().trim().max(80).default(''),
  phone: phoneNumber('profile.phoneRequired'),
  location: z
    .string({ error: 'profile.addressRequired' })
    .transform((text): PostalLocation => parseLocation(text))
    .pipe(locationObject),
  profileImageUrl: z
    .string()
    .regex(UPLOADED_IMAGE_PATH, 'profile.imageInvalid')
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const disclaimerStatusSchema = z.object({ disclaimerAccepted: z.boolean() });
export type DisclaimerStatus = z.infer<typeof disclaimerStatusSchema>;
