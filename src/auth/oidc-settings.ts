import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { LOGIN_PATH, SIGN_IN_CALLBACK_PATH, SILENT_RENEW_CALLBACK_PATH } from './auth-paths.ts';

/** The identity-provider part of GET /client-config. */
export interface OidcClientConfig {
  authority: string;
  clientId: string;
  audience: string;
  scope: string;
  embedded: boolean;
}

export interface OidcStorage {
  /** Holds the signed-in user: per tab, gone when the tab closes (a shared workstation is the norm). */
  user: Storage;
  /**
   * Holds the short-lived state of a sign-in or sign-out in progress. The popup hands its answer
   * back to the opener, which checks it, so this tab's session storage is enough.
   */
  state: Storage;
}

/**
 * Settings for oidc-client-ts: authorization code + PKCE as a public client, sign-in in a popup,
 * tokens renewed silently before they expire.
 */
export function userManagerSettings(oidc: OidcClientConfig, origin: string, storage: OidcStorage): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    popup_redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    automaticSilentRenew: true,
    // The API is the audience; the embedded provider defaults the resource, an external one may need it.
    ...(oidc.embedded ? {} : { resource: oidc.audience }),
    userStore: new WebStorageStateStore({ store: storage.user }),
    stateStore: new WebStorageStateStore({ store: storage.state }),
    popupWindowFeatures: { width: 480, height: 640 },
  };
}
