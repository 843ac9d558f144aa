/** Under both date fields, before and after the calendars' code has loaded. */
export const DATE_FIELDS_HINT =
  'You return the item on the return day, so a one-day rental is picked up one day and returned the next. Booked days are struck through.';
