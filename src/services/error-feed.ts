import type { ApiError } from '../api/index.ts';

/**
 * Failed calls nobody said they handle, from the API client (plain TypeScript) to the toast layer
 * (React), which may mount after the first call went out.
 */
export interface ApiErrorFeed {
  publish(error: ApiError): void;
  subscribe(listener: (error: ApiError) => void): () => void;
}

export function createApiErrorFeed(): ApiErrorFeed {
  const listeners = new Set<(error: ApiError) => void>();
  return {
    publish(error) {
      for (const listener of listeners) listener(error);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
