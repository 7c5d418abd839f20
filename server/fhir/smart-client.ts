/**
 * A backend client's side of SMART Backend Services and FHIR Bulk Data, as a partner's system runs
 * it: sign an assertion with its private key, trade it for a token at the token endpoint SMART's
 * discovery document names, kick off a Group export, poll its status, read each NDJSON file. Used
 * by `npm run backend-client -- export` (an operator's check that a registration works) and the
 * end-to-end test; the server never calls it.
 */
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';

export interface BackendCredentials {
  clientId: string;
  privateJwk: JWK;
}

/** The client's signed assertion: issuer and subject the client, audience the token endpoint, 5 minutes, a fresh jti. */
export async function clientAssertion(credentials: BackendCredentials, tokenEndpoint: string): Promise<string> {
  const alg = credentials.privateJwk.alg ?? 'ES384';
  return new SignJWT({})
    .setProtectedHeader({ alg, kid: credentials.privateJwk.kid })
    .setIssuer(credentials.clientId)
    .setSubject(credentials.clientId)
    .setAudience(tokenEndpoint)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(credentials.privateJwk, alg));
}

/**
 * The token endpoint, as SMART's discovery document beside the FHIR base names it
 * (`.well-known/smart-configuration`), checked to take an asymmetric client's credentials.
 */
export async function tokenEndpointOf(fhirBase: string): Promise<string> {
  const response = await fetch(`${fhirBase}/.well-known/smart-configuration`);
  if (response.status === 404)
    throw new Error("The server names no token endpoint (the organisation's identity provider issues the tokens).");
  if (!response.ok) throw new Error(`smart-configuration answered ${response.status}`);
  const configuration = (await response.json()) as {
    token_endpoint?: string;
    grant_types_supported?: string[];
    token_endpoint_auth_methods_supported?: string[];
  };
  if (!configuration.token_endpoint) throw new Error('smart-configuration names no token endpoint.');
  if (!configuration.grant_types_supported?.includes('client_credentials'))
    throw new Error('The server grants no client credentials.');
  if (!configuration.token_endpoint_auth_methods_supported?.includes('private_key_jwt'))
    throw new Error('The server does not take a signed client assertion (private_key_jwt).');
  return configuration.token_endpoint;
}

export interface TokenAnswer {
  status: number;
  body: { access_token?: string; scope?: string; error?: string; error_description?: string };
}

/** The token endpoint's answer to a client-credentials request carrying this assertion, as it came. */
export async function requestBackendToken(
  tokenEndpoint: string,
  assertion: string,
  scope = 'system/*.read',
): Promise<TokenAnswer> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
    }),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
}

export async function backendToken(credentials: BackendCredentials, tokenEndpoint: string): Promise<string> {
  const { status, body } = await requestBackendToken(tokenEndpoint, await clientAssertion(credentials, tokenEndpoint));
  if (status !== 200 || !body.access_token)
    throw new Error(`The token endpoint refused: ${body.error ?? status} ${body.error_description ?? ''}`);
  return body.access_token;
}

export interface ExportedFile {
  type: string;
  count: number;
  ndjson: string;
}

/** A Group's Bulk Data export to its end: kick-off, status polled (progress reported), every file read. */
export async function groupExport(options: {
  fhirBase: string;
  token: string;
  groupId: string;
  onProgress?: (progress: string) => void;
  pollMs?: number;
}): Promise<ExportedFile[]> {
  const authorization = `Bearer ${options.token}`;
  const kickOff = await fetch(`${options.fhirBase}/Group/${options.groupId}/$export`, {
    headers: { authorization, accept: 'application/fhir+json', prefer: 'respond-async' },
  });
  if (kickOff.status !== 202) throw new Error(`The kick-off answered ${kickOff.status}: ${await kickOff.text()}`);
  const status = kickOff.headers.get('content-location')!;
  for (;;) {
    const answer = await fetch(status, { headers: { authorization } });
    if (answer.status === 202) {
      options.onProgress?.(answer.headers.get('x-progress') ?? 'in progress');
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
      continue;
    }
    if (answer.status !== 200) throw new Error(`The export's status answered ${answer.status}: ${await answer.text()}`);
    const manifest = (await answer.json()) as { output: { type: string; url: string; count: number }[] };
    const files: ExportedFile[] = [];
    for (const file of manifest.output) {
      const response = await fetch(file.url, { headers: { authorization } });
      if (!response.ok) throw new Error(`${file.type}'s file answered ${response.status}`);
      files.push({ type: file.type, count: file.count, ndjson: await response.text() });
    }
    return files;
  }
}
