import type { SyncError } from '../../sync/client/index.ts';
import { ApiError } from '../api/index.ts';
import { errorBodyFrom } from '../api/api-error.ts';

/**
 * The engine's failures carry the API's error body; as an ApiError they go through the same error
 * toast (and copyable report) as any other failed call (spec part 1 section 8).
 */
export function apiErrorFromSync(error: SyncError, path: string, now: Date): ApiError {
  return new ApiError(error.status, errorBodyFrom(error.body, error.status, '', path, now));
}

export function isSyncError(value: unknown): value is SyncError {
  return (
    typeof value === 'object' && value !== null && typeof (value as SyncError).status === 'number' && 'body' in value
  );
}
