/** The portal's HTTP layer: one client, one error type. */
export { createApiClient, IMPERSONATION_HEADER, type ApiClient, type ApiClientOptions, type HttpMethod, type RequestOptions } from './api-client.ts';
export { ApiError, isApiError } from './api-error.ts';
export { API_PATH, apiBaseUrl, type PageLocation } from './base-url.ts';
export { toQueryString, type QueryParams, type QueryValue } from './query-string.ts';
