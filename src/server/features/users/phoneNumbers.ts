import { type CountryCode, isPossiblePhoneNumber } from 'libphonenumber-js/min';
import { marketplace } from '../../../shared/marketplace';
import { badRequest } from '../../errors';

/**
 * Refuses a phone number that cannot be one in the marketplace's country, by its numbering
 * plan's lengths (libphonenumber's metadata): a number given with its country's calling code
 * (+44…) is judged by that country's. Possible, not valid: a plan's ranges change more often than
 * an install is updated, and the published fictional numbers (555) 010-xxxx must still pass.
 */
export function refuseImpossiblePhone(phone: string, field = 'phone'): void {
  const country = marketplace().country as CountryCode;
  if (!isPossiblePhoneNumber(phone, country)) throw badRequest('profile.phoneInvalid', field);
}
