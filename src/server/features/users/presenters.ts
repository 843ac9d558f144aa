import { fullNameOf } from '../../../shared/people';
import type { PrivateUser, PublicUser } from '../../../shared/schemas/users';
import type { UserRow } from '../../db/schema';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export function toPrivateUser(row: UserRow): PrivateUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    phone: row.phone,
    location: row.location,
    disclaimerAccepted: row.disclaimerAcceptedAt !== null,
    role: row.role,
  };
}
