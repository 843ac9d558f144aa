/// <reference types="leaflet.markercluster" />
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { divIcon, type MarkerCluster } from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router';
import { distanceWords } from '../../../shared/distance';
import { escapeHtml } from '../../../shared/html';
import { durationLabel } from '../../../shared/itemLabels';
import { marketplace } from '../../../shared/marketplace';
import type { Item } from '../../../shared/schemas/items';
import { Alert } from '../../components/ui/Alert';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { itemLink, type SearchedDates } from '../../lib/itemLink';
import { formatLocale } from '../../lib/locale';
import { useMapTiles } from './api';
import { attributionHtml, boundsOf, type PlacedItem, placeItems } from './mapPlaces';

/** The lower 48 states, shown while there is nothing to fit the map to. */
const UNITED_STATES = { center: [39.5, -98.35] as [number, number], zoom: 4 };

/** Where the map looks with nothing to show: the US, or the country's largest city. */
function homeView(): { center: [number, number]; zoom: number } {
  const city = marketplace().largestCity;
  return city ? { center: [city.latitude, city.longitude], zoom: 9 } : UNITED_STATES;
}

/** Close enough to see the streets around a ZIP code's centre, not the houses. */
const CLOSEST_FIT = 13;
/** OpenStreetMap's tiles go to 19; clusters split up to the map's last level. */
const MAX_ZOOM = 18;

/** A price tag at the item's area: what a renter compares at a glance; named by its title. */
function priceIcon(item: PlacedItem) {
  return divIcon({
    className: 'listing-marker',
    html: `<span class="inline-block rounded-full border border-emerald-800 bg-white px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900 shadow"><span class="sr-only">${escapeHtml(item.title)}, </span>${formatCurrency(item.price)}</span>`,
    iconSize: [72, 24],
    iconAnchor: [36, 12],
    popupAnchor: [0, -12],
  });
}

/** A cluster says how many items it holds, in words for screen readers. */
function clusterIcon(cluster: MarkerCluster) {
  const count = cluster.getChildCount();
  const size = count < 10 ? 'small' : count < 50 ? 'medium' : 'large';
  const words = escapeHtml(i18n._('listings.clusterCount', { count }));
  return divIcon({
    className: `marker-cluster marker-cluster-${size}`,
    html: `<div><span><span aria-hidden="true">${count}</span><span class="sr-only">${words}</span></span></div>`,
    iconSize: [40, 40],
  });
}

/**
 * Leaflet credits itself with a link whose tooltip is English; the credit stays, by its name
 * alone, which reads the same in every language.
 */
const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

/** Fits the map to the items whenever they change (new filters, another page). */
function FitToItems({ items }: { items: PlacedItem[] }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(LEAFLET_CREDIT);
  }, [map]);
  const bounds = useMemo(() => boundsOf(items), [items]);
  useEffect(() => {
    if (!bounds) map.setView(homeView().center, homeView().zoom);
    else map.fitBounds(bounds, { padding: [48, 48], maxZoom: CLOSEST_FIT });
  }, [map, bounds]);
  return null;
}

function ItemPopup({ item, dates }: { item: PlacedItem; dates?: SearchedDates }) {
  return (
    <div className="space-y-1 text-sm">
      <Link to={itemLink(item.id, dates)} className="font-semibold text-emerald-800! underline">
        {item.title}
      </Link>
      <p className="my-0! text-slate-700">
        <span className="font-semibold">{formatCurrency(item.price)}</span>{' '}
        {i18n._(durationLabel(item.duration))}
      </p>
      <p className="my-0! text-slate-500">
        {[
          item.city,
          item.distance === undefined
            ? ''
            : i18n._('items.distance', distanceWords(item.distance, formatLocale)),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

interface ListingsMapProps {
  items: Item[];
  /** The dates searched for, carried to an item's booking panel. */
  dates?: SearchedDates;
  /** Back to the list, offered when the map cannot show its pictures. */
  onShowList(): void;
}

/**
 * The results on a map, each at its ZIP code's centre, clustered where they crowd. The map
 * shows the same page of results as the list, so both follow the address.
 */
export function ListingsMap({ items, dates, onShowList }: ListingsMapProps) {
  const tiles = useMapTiles();
  const [tilesFailed, setTilesFailed] = useState(false);
  const { placed, unplaced } = useMemo(() => placeItems(items), [items]);
  const failed = tilesFailed || tiles.isError;

  return (
    <div className="space-y-3">
      {failed && (
        <Alert tone="error">
          {i18n._('listings.mapFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={onShowList}>
            {i18n._('listings.showList')}
          </button>
        </Alert>
      )}
      <section aria-label={i18n._('listings.mapRegion')}>
        <MapContainer
          center={homeView().center}
          zoom={homeView().zoom}
          maxZoom={MAX_ZOOM}
          scrollWheelZoom={false}
          // Its own zoom buttons, named in the page's language.
          zoomControl={false}
          className="h-[60vh] min-h-80 w-full rounded-2xl border border-slate-200 bg-slate-100 shadow-sm md:h-[34rem]"
        >
          {tiles.data && (
            <TileLayer
              url={tiles.data.tileUrl}
              attribution={attributionHtml(tiles.data.attribution, tiles.data.attributionUrl)}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          <MarkerClusterGroup chunkedLoading maxClusterRadius={40} iconCreateFunction={clusterIcon}>
            {placed.map((item) => (
              <Marker
                key={item.id}
                position={[item.area.latitude, item.area.longitude]}
                icon={priceIcon(item)}
                title={`${item.title}, ${formatCurrency(item.price)}`}
              >
                <Popup>
                  <ItemPopup item={item} dates={dates} />
                </Popup>
              </Marker>
            ))}
          </MarkerClusterGroup>
          <ZoomControl
            zoomInTitle={i18n._('listings.zoomIn')}
            zoomOutTitle={i18n._('listings.zoomOut')}
          />
          <FitToItems items={placed} />
        </MapContainer>
      </section>
      {unplaced > 0 && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <MapPinOff aria-hidden="true" className="h-4 w-4" />
          {i18n._('listings.withoutArea', { count: unplaced })}
        </p>
      )}
    </div>
  );
}
