import { sharesAddress } from '../../../shared/bookings';
import { type BookingCharges, chargedCents, ownerPayoutCents } from '../../../shared/fees';
import { ownerKeepsOfCancelled } from '../../../shared/ledger';
import { asCents, fromCents } from '../../../shared/money';
import type { Booking, BookingCharges as ChargesResponse } from '../../../shared/schemas/bookings';
import type { BookingRecord } from '../lifecycle';
import { paymentStateOf } from '../lifecycle';

export function toBooking(record: BookingRecord): Booking {
  const paymentStatus = paymentStateOf(record.paymentStatuses);
  const charges = chargesOf(record);
  const refunded = asCents(record.refundedCents);
  const cancelledPaid = record.status === 'cancelled' && paymentStatus !== 'unpaid';
  return {
    id: record.id,
    item_id: record.itemId,
    items: {
      id: record.itemId,
      title: record.itemTitle,
      image_urls: record.itemImageUrls,
      price: fromCents(record.itemPriceCents),
      duration: record.itemDuration,
      time_zone: record.itemTimeZone,
      location: sharesAddress(record.status) ? record.itemLocation : null,
    },
    renter_id: record.renterId,
    renter: {
      id: record.renterId,
      first_name: record.renterFirstName,
      last_name: record.renterLastName,
    },
    owner_id: record.ownerId,
    owner: {
      id: record.ownerId,
      first_name: record.ownerFirstName,
      last_name: record.ownerLastName,
    },
    from_date: record.fromDate,
    to_date: record.toDate,
    total_price: fromCents(record.totalCents),
    status: record.status,
    created_at: record.createdAt.toISOString(),
    payment_status: paymentStatus,
    paid: paymentStatus === 'paid',
    cancellation_reason: record.cancellationReason,
    reviewed: record.reviewed,
    owner_reviewed: record.ownerReviewed,
    charges: toChargesResponse(charges),
    cancellation_policy: record.cancellationPolicy,
    cancelled_by: record.cancelledBy,
    refunded: fromCents(refunded),
    owner_keeps: cancelledPaid ? fromCents(ownerKeepsOfCancelled(charges, refunded)) : null,
  };
}

export function chargesOf(
  record: Pick<
    BookingRecord,
    'totalCents' | 'serviceFeeCents' | 'commissionCents' | 'depositCents'
  >,
): BookingCharges {
  return {
    rentalCents: record.totalCents,
    serviceFeeCents: record.serviceFeeCents,
    commissionCents: record.commissionCents,
    depositCents: record.depositCents,
  };
}

export function toChargesResponse(charges: BookingCharges): ChargesResponse {
  return {
    rental: fromCents(charges.rentalCents),
    service_fee: fromCents(charges.serviceFeeCents),
    total_charged: fromCents(chargedCents(charges)),
    deposit: fromCents(charges.depositCents),
    commission: fromCents(charges.commissionCents),
    owner_payout: fromCents(ownerPayoutCents(charges)),
  };
}
