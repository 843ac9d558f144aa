import { sharesAddress } from '../../../shared/bookings';
import { fromCents } from '../../../shared/money';
import type { Booking } from '../../../shared/schemas/bookings';
import type { BookingRecord } from '../lifecycle';
import { paymentStateOf } from '../lifecycle';

export function toBooking(record: BookingRecord): Booking {
  const paymentStatus = paymentStateOf(record.paymentStatuses);
  return {
    id: record.id,
    item_id: record.itemId,
    items: {
      id: record.itemId,
      title: record.itemTitle,
      image_urls: record.itemImageUrls,
      price: fromCents(record.itemPriceCents),
      duration: record.itemDuration,
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
  };
}
