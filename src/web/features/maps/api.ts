import { useQuery } from '@tanstack/react-query';
import type { MapTiles } from '../../../shared/schemas/maps';
import { api } from '../../lib/api';

/** The server's tile settings, the same for the whole visit. */
export function useMapTiles() {
  return useQuery({
    queryKey: ['maps', 'tiles'],
    queryFn: ({ signal }) => api<MapTiles>('/maps/tiles', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
