import { isApiErrorBody, type ApiErrorBody, type PropertyError } from '../../domain/index.ts';

/**
 * A failed call: the HTTP status as `code` and the server's error body. Network failures get
 * code 0 and a body of the same shape, so every caller handles one kind of error.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }

  get errors(): PropertyError[] {
    return this.body.errors;
  }

  get userMessage(): string | undefined {
    return this.body.userMessage;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The body to carry when the server's answer is not our error shape (a proxy page, no network). */
export function syntheticErrorBody(statusCode: number, message: string, path: string, now: Date): ApiErrorBody {
  return { statusCode, message, errors: [], timestamp: now.toISOString(), path };
}

export function errorBodyFrom(
  parsed: unknown,
  statusCode: number,
  statusText: string,
  path: string,
  now: Date,
): ApiErrorBody {
  return isApiErrorBody(parsed)
    ? parsed
    : syntheticErrorBody(statusCode, statusText || `HTTP ${statusCode}`, path, now);
}
