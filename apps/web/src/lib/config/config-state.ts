import type { PublicConfiguration } from '@golf/contracts';
import type { ApiError } from '../api/api-error';

/**
 * The public configuration of the site (persisted, so a reload shows the site at once). Its own
 * file so that the shared state's type does not import the slice, its API and the base query.
 */
export interface ConfigState {
  data: PublicConfiguration | null;
  isLoading: boolean;
  error: ApiError | null;
}
