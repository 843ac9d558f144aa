import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { marketplace } from '../../src/shared/marketplace';
import type { Item, ItemsPage } from '../../src/shared/schemas/items';
import { itemInput, itemMaker, storedImageUrl } from './support/items';
import { setupTestApp } from './support/testApp';
import { bearer, newAccount, signUp } from './support/users';

/** A marketplace in Canada: its own postal codes, phone plan, places by city, kilometres. */
const ctx = setupTestApp();

/**
 * Kilometres from Toronto's centre to other cities' centres as GeoNames has them, worked out
 * apart from the server (haversine, radius 6371 km).
 */
const KM_FROM_TORONTO = {
  Toronto: 0,
  Vaughan: 16.49,
  Markham: 22.11,
  Mississauga: 23.68,
  Brampton: 28.2,
  Oshawa: 50.63,
  Hamilton: 61.04,
  Montréal: 503.2,
} as const;
type City = keyof typeof KM_FROM_TORONTO;
const CITIES = Object.keys(KM_FROM_TORONTO) as City[];

async function search(query: Record<string, string>) {
  const response = await ctx.app.inject({ url: '/api/items', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemsPage>();
}

async function listedIn(cities: readonly string[]): Promise<Item[]> {
  const owner = await signUp(ctx.app);
  const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
  const made: Item[] = [];
  for (const city of cities) made.push(await make({ title: `Drill in ${city}`, city }));
  return made;
}

const profile = (fields: Record<string, string>) => ({
  firstName: 'Robin',
  lastName: 'Lender',
  phone: '4165550123',
  location: JSON.stringify({ address: '1 Front St W', city: 'Toronto', zipCode: 'M5J 1E6' }),
  ...fields,
});

async function updateProfile(fields: Record<string, string>) {
  const person = await signUp(ctx.app);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${person.user.id}`,
    headers: bearer(person.token),
    payload: profile(fields),
  });
}

describe('a marketplace in Canada', () => {
  it('runs in Canadian dollars and kilometres', () => {
    expect(marketplace()).toMatchObject({
      country: 'CA',
      currency: 'CAD',
      distanceUnit: 'kilometer',
      postalCodePlaces: false,
    });
  });

  it('finds an item’s place by its city, however written, and its clock there', async () => {
    const [toronto, montreal, vancouver, unknown] = await listedIn([
      'Toronto',
      'montreal',
      'Vancouver',
      'Atlantis',
    ]);
    expect(toronto?.area?.latitude).toBeCloseTo(43.7, 1);
    expect(toronto?.timeZone).toBe('America/Toronto');
    expect(montreal?.area?.longitude).toBeCloseTo(-73.59, 1);
    expect(vancouver?.timeZone).toBe('America/Vancouver');
    // A city the dataset does not know: no place, and the country's largest city's clock.
    expect(unknown?.area).toBeNull();
    expect(unknown?.timeZone).toBe('America/Toronto');
  });

  it('finds items near a city within kilometres, nearest first, each with its distance', async () => {
    await listedIn(CITIES);
    const page = await search({ near: 'Toronto', radius: '25', sort: 'distance' });
    const within = CITIES.filter((city) => KM_FROM_TORONTO[city] <= 25);
    expect(page.items.map((item) => item.city)).toEqual(within);
    for (const item of page.items) {
      expect(item.distance).toBeCloseTo(KM_FROM_TORONTO[item.city as City], 0);
    }
    const farther = await search({ near: 'toronto', radius: '50', sort: 'distance' });
    expect(farther.items.map((item) => item.city)).toEqual([...within, 'Brampton']);
  });

  it('refuses a search near a city it does not know, or near a text that is no city', async () => {
    const unknown = await ctx.app.inject({ url: '/api/items', query: { near: 'Atlantis' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'near',
      error: inEnglish('items.nearCityUnknown', { city: 'Atlantis' }),
    });
    const digits = await ctx.app.inject({ url: '/api/items', query: { near: '62701' } });
    expect(digits.statusCode).toBe(400);
    expect(digits.json()).toMatchObject({
      field: 'near',
      error: inEnglish('items.nearCityInvalid'),
    });
    const radius = await ctx.app.inject({
      url: '/api/items',
      query: { near: 'Toronto', radius: '7' },
    });
    expect(radius.json().error).toBe('Choose a distance of 1, 5, 10, 25 or 50 kilometers.');
  });

  it('has no ZIP code for a browser’s location: only the US’s ZIP codes have centres', async () => {
    const response = await ctx.app.inject({
      url: '/api/places/nearest-zip',
      query: { latitude: '43.65', longitude: '-79.38' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(inEnglish('places.noZipNearby'));
  });

  it('takes Canadian postal codes on a profile, kept in capitals, and refuses others', async () => {
    const saved = await updateProfile({
      location: JSON.stringify({ address: '1 Front St W', city: 'Toronto', zipCode: 'm5j 1e6' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(saved.json().user.location)).toMatchObject({ zipCode: 'M5J 1E6' });

    for (const zipCode of ['62701', 'D5J 1E6', 'M5J 1E']) {
      const refused = await updateProfile({
        location: JSON.stringify({ address: '1 Front St W', city: 'Toronto', zipCode }),
      });
      expect(refused.statusCode, zipCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'location.zipCode',
        error: 'Please enter a valid postal code',
      });
    }
  });

  it('judges phone numbers by the North American plan, or by their own country’s', async () => {
    const register = (phone: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ phone }) });
    for (const phone of ['(416) 555-0123', '+44 20 7946 0958']) {
      expect((await register(phone)).statusCode, phone).toBe(201);
    }
    for (const phone of ['41655501', '+44 20 7946']) {
      const response = await register(phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'phone',
        error: inEnglish('profile.phoneInvalid'),
      });
    }
    const profileRefused = await updateProfile({ phone: '416555' });
    expect(profileRefused.statusCode).toBe(400);
    expect(profileRefused.json().field).toBe('phone');
  });

  it('writes amounts in Canadian dollars, the Canadian English way, in refusals', async () => {
    const owner = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { ...bearer(owner.token), 'accept-language': 'en-US' },
      payload: itemInput(await storedImageUrl(ctx.uploadsDir), { deposit: 10.005 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'deposit',
      error: 'Enter a deposit of $0 or more, with at most two decimals.',
    });
  });
});
