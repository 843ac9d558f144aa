import { beforeAll, describe, expect, it } from 'vitest';
import type { CancellationPreview } from '../../../shared/schemas/bookings';
import { loadMessages } from '../../lib/i18n';
import { refundPreviewText } from './refundPreview';

beforeAll(() => loadMessages('shell'));

const preview: CancellationPreview = {
  policy: 'moderate',
  policy_applies: true,
  percent: 50,
  paid: 66,
  refund: 33,
  rental_refund: 30,
  service_fee_refund: 3,
};

describe('the refund preview of the cancel dialog', () => {
  it('tells the renter what comes back and the policy that decides it', () => {
    expect(refundPreviewText(preview, 'renter')).toEqual({
      headline: 'You will get back $33.00',
      rule: 'Moderate policy: Full refund up to 5 days before the start, 50% after.',
    });
  });

  it('says everything comes back from a request the owner has not confirmed', () => {
    const pending = { ...preview, policy_applies: false, percent: 100, refund: 66 };
    expect(refundPreviewText(pending, 'renter')).toEqual({
      headline: 'You will get back $66.00',
      rule: 'The owner has not confirmed yet, so everything you paid comes back.',
    });
  });

  it('tells the owner the renter gets everything back', () => {
    const owner = { ...preview, policy_applies: false, percent: 100, refund: 66 };
    expect(refundPreviewText(owner, 'owner').headline).toBe('The renter will get back $66.00');
  });

  it('says so when nothing was paid', () => {
    const unpaid = { ...preview, paid: 0, refund: 0 };
    expect(refundPreviewText(unpaid, 'renter')).toEqual({
      headline: 'Nothing has been paid yet, so nothing is charged or refunded.',
    });
  });
});
