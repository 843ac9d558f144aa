/** What the home page may count: listings, people who rented, towns, the items' average rating. */
export const HOME_FIGURE_KINDS = ['listed', 'renters', 'cities', 'rating'] as const;
export type HomeFigureKind = (typeof HOME_FIGURE_KINDS)[number];

/** The marketplace's real counts, as the database has them. */
export interface MarketplaceCounts {
  /** Listings live now. */
  listed: number;
  /** People with at least one confirmed or completed rental. */
  renters: number;
  /** Towns with a live listing. */
  cities: number;
  /** Revealed reviews of items, and their average rating (null without any). */
  reviews: number;
  averageRating: number | null;
}

/**
 * Below these a figure says more about how young the marketplace is than about what it offers,
 * and is left out; a rating needs enough reviews to mean something. With fewer listings than
 * their minimum, no figure is shown at all.
 */
export const HOME_FIGURE_MINIMUMS = { listed: 50, renters: 20, cities: 5, reviews: 10 } as const;

/** A figure of the home page: a count, or the average rating out of 5 to one decimal. */
export interface HomeFigure {
  kind: HomeFigureKind;
  value: number;
}

/** The figures the home page shows: each real count that reaches its minimum, listings first. */
export function figuresWorthShowing(counts: MarketplaceCounts): HomeFigure[] {
  if (counts.listed < HOME_FIGURE_MINIMUMS.listed) return [];
  const figures: HomeFigure[] = [{ kind: 'listed', value: counts.listed }];
  if (counts.renters >= HOME_FIGURE_MINIMUMS.renters) {
    figures.push({ kind: 'renters', value: counts.renters });
  }
  if (counts.cities >= HOME_FIGURE_MINIMUMS.cities) {
    figures.push({ kind: 'cities', value: counts.cities });
  }
  if (counts.averageRating !== null && counts.reviews >= HOME_FIGURE_MINIMUMS.reviews) {
    figures.push({ kind: 'rating', value: Math.round(counts.averageRating * 10) / 10 });
  }
  return figures;
}
