import type { MessageId } from './i18n/messageIds';

export interface Category {
  id: number;
  name: string;
}

/** The six categories of the home page, in their display order; id 1 is the fallback category. */
export const CATEGORY_NAMES = [
  'Tools & Equipment',
  'Electronics',
  'Sports & Fitness',
  'Home & Garden',
  'Party & Events',
  'Vehicles',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/**
 * How each category is named to a reader. The stored name stays the category's key: in the
 * database, in the listings' addresses and in saved searches.
 */
export const CATEGORY_NAME_IDS = {
  'Tools & Equipment': 'categories.toolsEquipment',
  Electronics: 'categories.electronics',
  'Sports & Fitness': 'categories.sportsFitness',
  'Home & Garden': 'categories.homeGarden',
  'Party & Events': 'categories.partyEvents',
  Vehicles: 'categories.vehicles',
} as const satisfies Record<CategoryName, MessageId>;

/** The message naming a stored category, or undefined for a name outside the fixed list. */
export function categoryNameId(name: string): MessageId | undefined {
  return Object.hasOwn(CATEGORY_NAME_IDS, name)
    ? CATEGORY_NAME_IDS[name as CategoryName]
    : undefined;
}
