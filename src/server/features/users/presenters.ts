import { spokenLocale } from '../../../shared/i18n/locales';
import { fullNameOf } from '../../../shared/people';
import { publicLastNameOf, publicNameOf } from '../../../shared/publicName';
import type { PrivateUser, PublicUser } from '../../../shared/schemas/users';
import type { UserRow } from '../../db/schema';

/** What anyone may read about a person: the last name only by its initial, as "Alexandra M.". */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: publicLastNameOf(row),
    fullName: publicNameOf(row),
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export function toPrivateUser(row: UserRow): PrivateUser {
  return {
    ...toPublicUser(row),
    lastName: row.lastName,
    fullName: fullNameOf(row),
    email: row.email,
    phone: row.phone,
    location: row.location,
    disclaimerAccepted: row.disclaimerAcceptedAt !== null,
    role: row.role,
    locale: spokenLocale(row.locale),
  };
}
