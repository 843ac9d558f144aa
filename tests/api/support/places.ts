import { marketplace } from '../../../src/shared/marketplace';

/** A place in the test project's marketplace: where its items are listed and searched near. */
export interface TestPlace {
  city: string;
  zipCode: string;
  /** Where a person there lives, as their profile says it. */
  address: string;
}

const PLACES: Record<string, TestPlace> = {
  US: { city: 'Springfield', zipCode: '62701', address: '12 Elm Street' },
  CA: { city: 'Toronto', zipCode: 'M5V 3L9', address: '290 Bremner Boulevard' },
  JP: { city: 'Tokyo', zipCode: '100-0005', address: '1-1 Marunouchi' },
};

/** The test place of the marketplace the tests run in. */
export function testPlace(): TestPlace {
  const place = PLACES[marketplace().country];
  if (!place) throw new Error(`no test place for ${marketplace().country}: add one`);
  return place;
}

/** The card provider's name for the marketplace's currency. */
export const paymentCurrency = () => marketplace().currency.toLowerCase();
