/**
 * Portal paths the identity provider sends the browser back to: the provider registers them
 * (server), the portal serves them (src/auth), and the security headers let only the silent
 * renewal callback be framed, by the portal itself.
 */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';
export const SILENT_RENEW_CALLBACK_PATH = '/auth/silent-callback';
export const SIGNED_OUT_PATH = '/auth/signed-out';
