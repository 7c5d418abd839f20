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

describe('the configuration the server wrote into the page', () => {
  const pageWith = (text: string | undefined) => ({
    getElementById: (id: string) =>
      id === 'client-config' && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
  });
  const refusing: typeof fetch = async () => {
    throw new Error('asked the network');
  };

  it('is used without asking the network', async () => {
    await expect(loadClientConfig('/api', refusing, pageWith(JSON.stringify(valid)))).resolves.toEqual(valid);
  });

  it('is passed over for the network when it is missing, unreadable or of the wrong shape', async () => {
    const fromNetwork = { ...valid, environment: 'production' };
    for (const text of [undefined, '{not json', JSON.stringify({ ...valid, build: undefined })])
      await expect(loadClientConfig('/api', answering(fromNetwork), pageWith(text))).resolves.toEqual(fromNetwork);
  });
});
