/** Paths the identity provider sends the browser back to; registered with the provider. */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';
export const SILENT_RENEW_CALLBACK_PATH = '/auth/silent-callback';
export const LOGIN_PATH = '/login';
