import type { ProfilePhotos } from '@flo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../data/query-client.ts';
import { refreshBusinessData } from '../queries.ts';

/** The listing's logo and photos as the dashboard edits them. */
export const photosQuery = apiQuery<ProfilePhotos>('/api/business/photos');

/** After a change: the photos as the API now has them, and every business read refreshed. */
export function showPhotos(queryClient: QueryClient, photos?: ProfilePhotos): Promise<void> {
  if (photos) queryClient.setQueryData(photosQuery.queryKey, photos);
  return refreshBusinessData(queryClient);
}
