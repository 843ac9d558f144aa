import { z } from 'zod';
import { isValidZip, phoneDigits } from '../contact';
import { type PostalLocation, parseLocation } from '../location';
import { messages } from '../messages';
import { phoneNumber, requiredText } from './fields';

const m = messages.profile;

/** Profile pictures must be images this server stored, never an arbitrary address. */
const UPLOADED_IMAGE_PATH = /^\/uploads\/[\w-]+\.(jpg|webp)$/;

/** Fields anyone may see about a user. */
export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  profileImageUrl: string | null;
  createdAt: string;
}

/** What a signed-in user sees about themself. */
export interface PrivateUser extends PublicUser {
  email: string;
  phone: string;
  location: string;
  disclaimerAccepted: boolean;
}

export interface AuthResponse {
  token: string;
  user: PrivateUser;
}

const locationFields = {
  address: requiredText(m.addressRequired, 200),
  city: requiredText(m.cityRequired, 100),
  zipCode: requiredText(m.zipRequired, 10).refine(isValidZip, m.zipInvalid),
};
const locationObject = z.object(locationFields);

/** The profile screen's form. */
export const profileFormSchema = z.object({
  displayName: requiredText(m.displayNameRequired, 160),
  phone: z
    .string({ error: m.phoneRequired })
    .transform(phoneDigits)
    .pipe(phoneNumber(m.phoneRequired)),
  ...locationFields,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** PUT /api/users/{id}: location arrives as JSON text (or 'address, city, zip') and must hold a full address. */
export const profileUpdateSchema = z.object({
  firstName: requiredText(m.displayNameRequired, 80),
  lastName: z.string().trim().max(80).default(''),
  phone: phoneNumber(m.phoneRequired),
  location: z
    .string({ error: m.addressRequired })
    .transform((text): PostalLocation => parseLocation(text))
    .pipe(locationObject),
  profileImageUrl: z.string().regex(UPLOADED_IMAGE_PATH, m.imageInvalid).nullable().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const disclaimerStatusSchema = z.object({ disclaimerAccepted: z.boolean() });
