import { describe, expect, it } from 'vitest';
import { DEFAULT_ADT_FEED_SECRET, deploymentProblems, loadConfig } from '../config.ts';

const safe = { DEPLOYMENT_MODE: 'production', PUBLIC_URL: 'https://api.example.org', SMS_WEBHOOK_SECRET: 'a-long-random-secret-of-our-own', TELEPHONY_WEBHOOK_SECRET: 'another-long-random-secret', ANALYTICS_EMBED_SECRET: 'a-third-random-secret', OIDC_ISSUER: 'https://login.example.org' };

describe('the ADT feed configuration', () => {
  it('production refuses the documented feed secret, and an MLLP port without its customer', () => {
    expect(deploymentProblems(loadConfig({ ...safe, ADT_FEED_SECRET: DEFAULT_ADT_FEED_SECRET })).errors.join('\n')).toContain('ADT_FEED_SECRET');
    expect(deploymentProblems(loadConfig({ ...safe, ADT_MLLP_PORT: '2575' })).errors.join('\n')).toContain('ADT_MLLP_CLIENT_ID');
    expect(deploymentProblems(loadConfig({ ...safe, ADT_FEED_SECRET: 'our-own-feed-secret', ADT_MLLP_PORT: '2575', ADT_MLLP_CLIENT_ID: '00000000-0000-4000-8000-000000000001' })).errors).toEqual([]);
  });

  it('production without a feed secret has no HTTP feed (it answers 401); the demo uses the documented one, with a warning', () => {
    expect(loadConfig(safe).adtFeedSecret).toBeUndefined();
    expect(loadConfig(safe).adtMllpPort).toBeUndefined();
    const demo = loadConfig({});
    expect(demo.adtFeedSecret).toBe(DEFAULT_ADT_FEED_SECRET);
    expect(deploymentProblems(demo).warnings.join('\n')).toContain('ADT_FEED_SECRET');
  });
});
