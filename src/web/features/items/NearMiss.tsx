import { distanceWords } from '../../../shared/distance';
import { DEFAULT_SEARCH_RADIUS, radiusReaching } from '../../../shared/items';
import { marketplaceTerms } from '../../../shared/marketplace';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

/**
 * What an empty search near a place says: how far the nearest match is, with the radius that
 * reaches it (or the whole marketplace, when no radius does); or that nothing matches anywhere.
 */
export function NearMiss({
  place,
  radius,
  nearest,
  onWiden,
}: {
  place: string;
  radius: string;
  nearest: number | null;
  /** Searches again within this radius, or without a place for `undefined`. */
  onWiden(radius: number | undefined): void;
}) {
  const searched = Number(radius) || DEFAULT_SEARCH_RADIUS;
  const within = i18n._('listings.radius', { ...marketplaceTerms(), distance: searched });
  if (nearest === null) {
    return <p>{i18n._('listings.nothingAnywhere', { within, place })}</p>;
  }
  const wider = radiusReaching(nearest);
  return (
    <div className="space-y-3">
      <p>
        {i18n._('listings.nearestIs', {
          within,
          place,
          nearest: i18n._('items.distance', distanceWords(nearest, formatLocale)),
        })}
      </p>
      <Button variant="secondary" onClick={() => onWiden(wider)}>
        {wider === undefined
          ? i18n._('listings.searchEverywhere')
          : i18n._('listings.searchWithin', {
              within: i18n._('listings.radius', { ...marketplaceTerms(), distance: wider }),
            })}
      </Button>
    </div>
  );
}
