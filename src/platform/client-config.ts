/** GET /client-config: the runtime configuration the portal needs before anything else. */
import { CLIENT_CONFIG_ELEMENT_ID } from '../../domain/embedded-client-config.ts';

export interface ClientConfig {
  oidc: { authority: string; clientId: string; audience: string; scope: string; embedded: boolean };
  analyticsUrl: string;
  build: { time: string; revision: string };
  /** The deployment mode (`DEPLOYMENT_MODE`): 'production' or 'demo'. */
  environment: string;
  /**
   * The external record system's patient page, with `{patientId}` where the member's external
   * patient id goes ('View Member in the external record system'); `EXTERNAL_RECORD_URL` on the
   * server. Without it the member page uses a placeholder (see src/member/external-record.ts).
   */
  externalRecordUrl?: string;
}

/**
 * The fields that are not what ClientConfig says, by path ('oidc.clientId'); none when it fits.
 * Checked by hand, not with arktype: this runs before the first paint, and arktype (about 50 kB
 * gzip) would be in the docket's first load for this one check.
 */
export function clientConfigProblems(body: unknown): string[] {
  const record = (value: unknown): Record<string, unknown> | undefined =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const root = record(body);
  if (!root) return ['(the answer is not an object)'];
  const problems: string[] = [];
  const expect = (
    parent: Record<string, unknown> | undefined,
    path: string,
    key: string,
    kind: 'string' | 'boolean',
    optional = false,
  ) => {
    const value = parent?.[key];
    if (!(typeof value === kind || (optional && value === undefined))) problems.push(`${path}${key} must be a ${kind}`);
  };
  const oidc = record(root.oidc);
  if (!oidc) problems.push('oidc must be an object');
  for (const key of ['authority', 'clientId', 'audience', 'scope']) expect(oidc, 'oidc.', key, 'string');
  expect(oidc, 'oidc.', 'embedded', 'boolean');
  const build = record(root.build);
  if (!build) problems.push('build must be an object');
  for (const key of ['time', 'revision']) expect(build, 'build.', key, 'string');
  expect(root, '', 'analyticsUrl', 'string');
  expect(root, '', 'environment', 'string');
  expect(root, '', 'externalRecordUrl', 'string', true);
  return problems;
}

/** Thrown when the configuration cannot be had: the page says 'Environment has not been set yet'. */
export class EnvironmentNotSetError extends Error {
  override readonly name = 'EnvironmentNotSetError';
}

/**
 * The configuration the server wrote into the page (`domain/embedded-client-config.ts`), if it is there and fits;
 * undefined otherwise (the page then asks for it).
 */
export function embeddedClientConfig(page: Pick<Document, 'getElementById'> | undefined): ClientConfig | undefined {
  const text = page?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return clientConfigProblems(body).length ? undefined : (body as ClientConfig);
  } catch {
    return undefined;
  }
}

/**
 * The page's own copy when the server wrote one in (no round trip), else `GET /client-config`: public, so a plain
 * fetch (no token, no client) is enough; a wrong shape is a deployment error.
 */
export async function loadClientConfig(
  apiBaseUrl: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Promise<ClientConfig> {
  const embedded = embeddedClientConfig(page);
  if (embedded) return embedded;
  let body: unknown;
  try {
    const response = await fetchImpl(`${apiBaseUrl}/client-config`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new EnvironmentNotSetError(`client-config answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof EnvironmentNotSetError
      ? error
      : new EnvironmentNotSetError(`client-config could not be loaded: ${String(error)}`);
  }
  const problems = clientConfigProblems(body);
  if (problems.length) throw new EnvironmentNotSetError(`client-config is malformed: ${problems.join('; ')}`);
  return body as ClientConfig;
}
