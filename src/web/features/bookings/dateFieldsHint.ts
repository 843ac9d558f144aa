import { i18n } from '../../lib/i18n';

/** Under both date fields, before and after the calendars' code has loaded. */
export const dateFieldsHint = () => i18n._('bookings.datesHint');
