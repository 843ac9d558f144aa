import { distanceWords } from '../../../shared/distance';
import {
  DEFAULT_SEARCH_RADIUS,
  LARGEST_SEARCH_RADIUS,
  radiusReaching,
} from '../../../shared/items';
import { marketplaceTerms } from '../../../shared/marketplace';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

const radiusWords = (distance: number) =>
  i18n._('listings.radius', { ...marketplaceTerms(), distance });

/**
 * What an empty search near a place says: how far the nearest match is, with the radius that
 * reaches it; or, when none is within the largest radius, that nothing is, with a search of the
 * whole marketplace.
 */
export function NearMiss({
  place,
  radius,
  nearest,
  onWiden,
}: {
  place: string;
  /** The radius searched, as the address spells it ('' for the default). */
  radius: string;
  nearest: number | null;
  /** Searches again within this radius, or without a place for `undefined`. */
  onWiden(radius: number | undefined): void;
}) {
  if (nearest === null) {
    return (
      <div className="space-y-3">
        <p>
          {i18n._('listings.nothingNear', { within: radiusWords(LARGEST_SEARCH_RADIUS), place })}
        </p>
        <Button variant="secondary" onClick={() => onWiden(undefined)}>
          {i18n._('listings.searchEverywhere')}
        </Button>
      </div>
    );
  }
  const wider = radiusReaching(nearest) ?? LARGEST_SEARCH_RADIUS;
  return (
    <div className="space-y-3">
      <p>
        {i18n._('listings.nearestIs', {
          within: radiusWords(Number(radius) || DEFAULT_SEARCH_RADIUS),
          place,
          nearest: i18n._('items.distance', distanceWords(nearest, formatLocale)),
        })}
      </p>
      <Button variant="secondary" onClick={() => onWiden(wider)}>
        {i18n._('listings.searchWithin', { within: radiusWords(wider) })}
      </Button>
    </div>
  );
}
