import { parseLocation } from '../../../shared/location';
import { fromCents } from '../../../shared/money';
import { fullNameOf } from '../../../shared/people';
import type {
  AdminBooking,
  AdminListing,
  AdminPerson,
  AdminReport,
  AdminReview,
  AdminUser,
} from '../../../shared/schemas/admin';
import type { UserRow } from '../../db/schema';
import { paymentStateOf } from '../lifecycle';
import type { AdminRepo } from './repo';

type Row<K extends keyof AdminRepo> =
  Awaited<ReturnType<AdminRepo[K]>> extends (infer R)[] ? R : never;

const person = (id: string, firstName: string, lastName: string): AdminPerson => ({
  id,
  name: fullNameOf({ firstName, lastName }),
});

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: fullNameOf(row),
    email: row.email,
    role: row.role,
    city: parseLocation(row.location).city,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}

export function toAdminListing(row: Row<'listingsOf'>): AdminListing {
  return {
    id: row.id,
    title: row.title,
    owner: person(row.ownerId, row.ownerFirstName, row.ownerLastName),
    city: row.city,
    price: fromCents(row.priceCents),
    duration: row.duration,
    status: row.status,
    hiddenReason: row.hiddenReason,
    hiddenWithSuspension: row.hiddenWithSuspension,
    imageUrl: row.imageUrls[0] ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminBooking(
  row: Row<'bookingsAsRenter'>,
  paymentStatuses: readonly string[],
): AdminBooking {
  return {
    id: row.id,
    item: { id: row.itemId, title: row.itemTitle },
    renter: person(row.renterId, row.renterFirstName, row.renterLastName),
    owner: person(row.ownerId, row.ownerFirstName, row.ownerLastName),
    fromDate: row.fromDate,
    toDate: row.toDate,
    total: fromCents(row.totalCents),
    status: row.status,
    paymentStatus: paymentStateOf(paymentStatuses),
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminReport(row: Row<'reportsAgainst'>): AdminReport {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    reporter: person(row.reporterId, row.reporterFirstName, row.reporterLastName),
    reportedUser: person(row.targetUserId, row.targetFirstName, row.targetLastName),
    resolutionNote: row.resolutionNote,
    resolvedBy:
      row.resolvedById === null
        ? null
        : person(row.resolvedById, row.resolverFirstName ?? '', row.resolverLastName ?? ''),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    listing:
      row.listingTitle === null || row.listingStatus === null
        ? null
        : { id: row.targetId, title: row.listingTitle, status: row.listingStatus },
  };
}

export function toAdminReview(row: Row<'reviewsWritten'>): AdminReview {
  return {
    id: row.id,
    item: { id: row.itemId, title: row.itemTitle },
    reviewer: person(row.reviewerId, row.reviewerFirstName, row.reviewerLastName),
    owner: person(row.ownerId, row.ownerFirstName, row.ownerLastName),
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}
