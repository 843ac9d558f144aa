import { parseLocation } from '../../../shared/location';
import { publicNameOf } from '../../../shared/publicName';
import type { PublicProfile } from '../../../shared/schemas/profiles';
import { notFound } from '../../errors';
import type { ItemsService } from '../items';
import type { ReviewsService } from '../reviews';
import type { UsersRepo } from '../users';
import type { ProfilesRepo } from './repo';

/**
 * A member's public profile, joined from their account, live listings, shown reviews and the
 * confirmed rentals they cancelled as an owner.
 * Deleted and suspended accounts have none: both answer as an unknown id does.
 */
export function createProfilesService(deps: {
  users: Pick<UsersRepo, 'findById'>;
  items: Pick<ItemsService, 'listLiveByOwner'>;
  reviews: Pick<ReviewsService, 'receivedBy'>;
  profiles: ProfilesRepo;
}) {
  return {
    async get(userId: string): Promise<PublicProfile> {
      const user = await deps.users.findById(userId);
      if (!user || user.deletedAt !== null || user.suspendedAt !== null) {
        throw notFound('errors.userNotFound');
      }
      const [listings, received, ownerCancellations] = await Promise.all([
        deps.items.listLiveByOwner(userId),
        deps.reviews.receivedBy(userId),
        deps.profiles.ownerCancellations(userId),
      ]);
      const name = publicNameOf(user);
      return {
        id: user.id,
        firstName: user.firstName,
        name,
        profileImageUrl: user.profileImageUrl,
        city: parseLocation(user.location).city,
        memberSince: user.createdAt.toISOString(),
        emailVerified: user.emailVerifiedAt !== null,
        ratings: received.ratings,
        // The cards name the owner as the profile does, never by the whole last name, and say
        // the city alone: together the listings' ZIP codes and areas would place the person.
        listings: listings.map((item) => ({ ...item, ownerName: name, zipCode: '', area: null })),
        reviews: received.reviews,
        ownerCancellations,
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
