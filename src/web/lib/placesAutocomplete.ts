import { type RefObject, useEffect, useRef } from 'react';
import type { PostalLocation } from '../../shared/location';
import { marketplace } from '../../shared/marketplace';

const mapsKey = import.meta.env.VITE_GOOGLE_MAPS_KEY;
let placesLoading: Promise<void> | undefined;

function loadPlacesLibrary(key: string): Promise<void> {
  placesLoading ??= new Promise<void>((resolve, reject) => {
    const callbackName = '__lendwellPlacesReady';
    Object.assign(window, { [callbackName]: () => resolve() });
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async&callback=${callbackName}`;
    script.async = true;
    script.onerror = () => reject(new Error('Google Maps did not load'));
    document.head.append(script);
  });
  return placesLoading;
}

function component(place: google.maps.places.PlaceResult, type: string): string {
  return place.address_components?.find((part) => part.types.includes(type))?.long_name ?? '';
}

export function toPostalLocation(place: google.maps.places.PlaceResult): PostalLocation {
  const street = [component(place, 'street_number'), component(place, 'route')].filter(Boolean);
  return {
    address: street.join(' ') || (place.formatted_address ?? ''),
    city: component(place, 'locality') || component(place, 'postal_town'),
    zipCode: component(place, 'postal_code'),
  };
}

/**
 * Address autocomplete, in the marketplace's country, on an input when VITE_GOOGLE_MAPS_KEY is set; without a key, or if
 * the script fails to load, the field simply stays a plain text input.
 */
export function usePlacesAutocomplete(
  input: RefObject<HTMLInputElement | null>,
  onPlace: (location: PostalLocation) => void,
): void {
  const latestOnPlace = useRef(onPlace);
  latestOnPlace.current = onPlace;

  useEffect(() => {
    if (!mapsKey) return;
    let listener: google.maps.MapsEventListener | undefined;
    let cancelled = false;
    loadPlacesLibrary(mapsKey)
      .then(() => {
        if (cancelled || !input.current) return;
        const autocomplete = new google.maps.places.Autocomplete(input.current, {
          componentRestrictions: { country: marketplace().country.toLowerCase() },
          fields: ['address_components', 'formatted_address'],
          types: ['address'],
        });
        listener = autocomplete.addListener('place_changed', () =>
          latestOnPlace.current(toPostalLocation(autocomplete.getPlace())),
        );
      })
      .catch((error: unknown) => console.warn('Address autocomplete unavailable', error));
    return () => {
      cancelled = true;
      listener?.remove();
    };
  }, [input]);
}
