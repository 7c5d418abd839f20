/** The portal's HTTP layer: one client, one error type. */
export {
  createApiClient,
  IMPERSONATION_HEADER,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
} from './api-client.ts';
export { ApiError, isApiError } from './api-error.ts';
export {
  API_PATH,
  apiBaseUrl,
  toQueryString,
  type HttpMethod,
  type PageLocation,
  type QueryParams,
  type QueryValue,
} from '../../domain/index.ts';
