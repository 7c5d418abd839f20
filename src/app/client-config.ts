import { type } from 'arktype';

/** GET /client-config: the runtime configuration the portal needs before anything else. */
export const clientConfigSchema = type({
  oidc: { authority: 'string', clientId: 'string', audience: 'string', scope: 'string', embedded: 'boolean' },
  analyticsUrl: 'string',
  build: { time: 'string', revision: 'string' },
  /** The deployment mode (`DEPLOYMENT_MODE`): 'production' or 'demo'. */
  environment: 'string',
  /**
   * The external record system's patient page, with `{patientId}` where the member's external
   * patient id goes ('View Member in the external record system'); `EXTERNAL_RECORD_URL` on the
   * server. Without it the member page uses a placeholder (see src/member/external-record.ts).
   */
  'externalRecordUrl?': 'string',
});
export type ClientConfig = typeof clientConfigSchema.infer;

/** Thrown when the configuration cannot be had: the page says 'Environment has not been set yet'. */
export class EnvironmentNotSetError extends Error {
  override readonly name = 'EnvironmentNotSetError';
}

/** Public, so a plain fetch (no token, no client) is enough; a wrong shape is a deployment error. */
export async function loadClientConfig(apiBaseUrl: string, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<ClientConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl(`${apiBaseUrl}/client-config`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new EnvironmentNotSetError(`client-config answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof EnvironmentNotSetError ? error : new EnvironmentNotSetError(`client-config could not be loaded: ${String(error)}`);
  }
  const config = clientConfigSchema(body);
  if (config instanceof type.errors) throw new EnvironmentNotSetError(`client-config is malformed: ${config.summary}`);
  return config;
}
