/** The one error shape of every failed call (part 1 section 8). */
export interface PropertyError {
  property: string;
  /** Constraint name -> message; a form joins the messages with a space. */
  constraints?: Record<string, string>;
  children?: PropertyError[];
}

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** Text meant for the user, in the request's language where we have one. */
  userMessage?: string;
  errors: PropertyError[];
  timestamp: string;
  path: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).statusCode === 'number' &&
    Array.isArray((value as ApiErrorBody).errors)
  );
}
