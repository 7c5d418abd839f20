/** The portal's data layer over the sync engine: the browser wiring and the React hooks screens use. */
export {
  createBrowserSync,
  startSyncEngine,
  enginePlacement,
  SYNC_ENGINE_STORAGE_KEY,
  type BrowserSyncOptions,
  type EnginePlacement,
} from './browser-sync.ts';
export { apiErrorFromSync, isSyncError } from './sync-errors.ts';
export { useMutation, type MutationOptions } from './use-mutation.ts';
export { useLive, useReportLiveError, type LiveParams, type LiveRow } from './use-live.ts';
export {
  cataloguesOf,
  createCatalogueCache,
  type CatalogueCache,
  type CatalogueOperation,
  type CatalogueState,
} from './catalogue-cache.ts';
export { useCatalogue } from './use-catalogue.ts';
