import { describe, expect, it } from 'vitest';
import { EnvironmentNotSetError, loadClientConfig } from './client-config.ts';

const valid = {
  oidc: { authority: 'https://id.example.org', clientId: 'portal', audience: 'api', scope: 'openid', embedded: true },
  analyticsUrl: 'https://analytics.example.org',
  build: { time: '2026-11-27T10:00:00Z', revision: 'abc123' },
  environment: 'demo',
};

const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('loadClientConfig', () => {
  it('hands over a configuration of the right shape, with or without the external record URL', async () => {
    await expect(loadClientConfig('/api', answering(valid))).resolves.toEqual(valid);
    const withRecord = { ...valid, externalRecordUrl: 'https://ehr.example.org/{patientId}' };
    await expect(loadClientConfig('/api', answering(withRecord))).resolves.toEqual(withRecord);
  });

  it.each([
    [
      'a missing client id',
      { ...valid, oidc: { ...valid.oidc, clientId: undefined } },
      'oidc.clientId must be a string',
    ],
    ['embedded as text', { ...valid, oidc: { ...valid.oidc, embedded: 'yes' } }, 'oidc.embedded must be a boolean'],
    ['no build block', { ...valid, build: undefined }, 'build must be an object'],
    ['a numeric external record URL', { ...valid, externalRecordUrl: 5 }, 'externalRecordUrl must be a string'],
    ['an array', [valid], 'the answer is not an object'],
  ])('refuses %s as an environment not set, naming the field', async (_case, body, problem) => {
    const loading = loadClientConfig('/api', answering(body));
    await expect(loading).rejects.toBeInstanceOf(EnvironmentNotSetError);
    await expect(loading).rejects.toThrow(problem);
  });

  it('treats an error answer as an environment not set', async () => {
    await expect(loadClientConfig('/api', answering({}, 503))).rejects.toThrow('client-config answered 503');
  });
});
