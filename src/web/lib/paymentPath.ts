/** Where the app goes to start paying for a booking; the query keeps the page reloadable. */
export function paymentPath(booking: { id: string; item_id: string }): string {
  return `/payment/${booking.item_id}?booking=${booking.id}`;
}
