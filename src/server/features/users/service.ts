import type { Locale } from '../../../shared/i18n/locales';
import { serializeLocation } from '../../../shared/location';
import type { PrivateUser, ProfileUpdate, PublicUser } from '../../../shared/schemas/users';
import { forbidden, notFound } from '../../errors';
import { placeCoordinates } from '../places';
import { refuseImpossiblePhone } from './phoneNumbers';
import { toPrivateUser, toPublicUser } from './presenters';
import type { UsersRepo } from './repo';

export function createUsersService(users: UsersRepo) {
  async function requireUser(id: string) {
    const user = await users.findById(id);
    if (!user) throw notFound('errors.userNotFound');
    return user;
  }

  return {
    async getPrivate(id: string): Promise<PrivateUser> {
      return toPrivateUser(await requireUser(id));
    },

    /** Others see only public fields; email and phone are for the user alone. */
    async getAsSeenBy(id: string, viewerId: string | null): Promise<PublicUser | PrivateUser> {
      const user = await requireUser(id);
      return viewerId === id ? toPrivateUser(user) : toPublicUser(user);
    },

    async updateProfile(id: string, callerId: string, update: ProfileUpdate): Promise<PrivateUser> {
      if (id !== callerId) throw forbidden('profile.forbidden');
      // A number kept from before the plan's rules were checked still lets the rest be saved.
      if (update.phone !== (await requireUser(id)).phone) refuseImpossiblePhone(update.phone);
      const user = await users.update(id, {
        firstName: update.firstName,
        lastName: update.lastName,
        phone: update.phone,
        location: serializeLocation(update.location),
        ...placeCoordinates(update.location),
        ...(update.profileImageUrl !== undefined && { profileImageUrl: update.profileImageUrl }),
      });
      if (!user) throw notFound('errors.userNotFound');
      return toPrivateUser(user);
    },

    /** The language chosen on any device: their pages everywhere, and what is written to them. */
    async setLanguage(id: string, locale: Locale): Promise<PrivateUser> {
      const user = await users.update(id, { locale });
      if (!user) throw notFound('errors.userNotFound');
      return toPrivateUser(user);
    },

    async acceptDisclaimer(id: string): Promise<{ disclaimerAccepted: boolean }> {
      const user = await users.acceptDisclaimer(id);
      if (!user) throw notFound('errors.userNotFound');
      return { disclaimerAccepted: true };
    },

    async disclaimerStatus(id: string): Promise<{ disclaimerAccepted: boolean }> {
      return { disclaimerAccepted: (await requireUser(id)).disclaimerAcceptedAt !== null };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
