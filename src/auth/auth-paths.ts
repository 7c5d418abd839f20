/** Paths the identity provider sends the browser back to (shared with the server, which registers them). */
export { SIGN_IN_CALLBACK_PATH, SILENT_RENEW_CALLBACK_PATH } from '../../domain/auth-paths.ts';
export const LOGIN_PATH = '/login';
