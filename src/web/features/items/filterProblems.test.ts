import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '../../lib/i18n';
import { checkFilters } from './filterProblems';
import { NO_FILTERS } from './listingsAddress';

beforeAll(() => loadMessages('shell'));

describe("the listings' filters", () => {
  it('pass when the server would take them', async () => {
    expect(await checkFilters(NO_FILTERS)).toEqual({});
    expect(
      await checkFilters({
        ...NO_FILTERS,
        category: 'Tools',
        near: '94110',
        radius: '25',
        from: '2027-03-01',
        to: '2027-03-04',
        sort: 'distance',
      }),
    ).toEqual({});
  });

  it("name each filter the server would refuse, in the server's words", async () => {
    expect(await checkFilters({ ...NO_FILTERS, near: '9411' })).toEqual({
      near: 'Enter a 5-digit US ZIP code.',
    });
    expect(await checkFilters({ ...NO_FILTERS, near: '94110', radius: '7' })).toEqual({
      radius: i18n._('items.radiusInvalid'),
    });
    expect(await checkFilters({ ...NO_FILTERS, from: '2027-03-01' })).toEqual({
      from: i18n._('items.availableDatesBoth'),
    });
    expect(await checkFilters({ ...NO_FILTERS, from: '2027-03-04', to: '2027-03-04' })).toEqual({
      to: i18n._('items.availableDatesOrder'),
    });
    expect(await checkFilters({ ...NO_FILTERS, from: '2027-02-30', to: '2027-03-04' })).toEqual({
      from: i18n._('items.availableDatesInvalid'),
    });
  });

  it('leave a radius without a ZIP code out, as the search does', async () => {
    expect(await checkFilters({ ...NO_FILTERS, radius: '7' })).toEqual({});
  });
});
