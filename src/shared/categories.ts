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
