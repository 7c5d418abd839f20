import { describe, expect, it } from 'vitest';
import { ConfigurationError, DEFAULT_ADT_FEED_SECRET, deploymentProblems, listHas, loadConfig } from '../config.ts';

const safe = {
  DEPLOYMENT_MODE: 'production',
  PUBLIC_URL: 'https://api.example.org',
  SMS_WEBHOOK_SECRET: 'a-long-random-secret-of-our-own',
  TELEPHONY_WEBHOOK_SECRET: 'another-long-random-secret',
  ANALYTICS_EMBED_SECRET: 'a-third-random-secret',
  OIDC_ISSUER: 'https://login.example.org',
};

describe('the ADT feed configuration', () => {
  it('production refuses the documented feed secret, and an MLLP port without its customer', () => {
    expect(
      deploymentProblems(loadConfig({ ...safe, ADT_FEED_SECRET: DEFAULT_ADT_FEED_SECRET })).errors.join('\n'),
    ).toContain('ADT_FEED_SECRET');
    expect(deploymentProblems(loadConfig({ ...safe, ADT_MLLP_PORT: '2575' })).errors.join('\n')).toContain(
      'ADT_MLLP_CLIENT_ID',
    );
    expect(
      deploymentProblems(
        loadConfig({
          ...safe,
          ADT_FEED_SECRET: 'our-own-feed-secret',
          ADT_MLLP_PORT: '2575',
          ADT_MLLP_CLIENT_ID: '00000000-0000-4000-8000-000000000001',
        }),
      ).errors,
    ).toEqual([]);
  });

  it('production without a feed secret has no HTTP feed (it answers 401); the demo uses the documented one, with a warning', () => {
    expect(loadConfig(safe).adtFeedSecret).toBeUndefined();
    expect(loadConfig(safe).adtMllpPort).toBeUndefined();
    const demo = loadConfig({});
    expect(demo.adtFeedSecret).toBe(DEFAULT_ADT_FEED_SECRET);
    expect(deploymentProblems(demo).warnings.join('\n')).toContain('ADT_FEED_SECRET');
  });

  it('the MLLP listener binds loopback and accepts loopback only, unless told otherwise', () => {
    const config = loadConfig({ ADT_MLLP_PORT: '2575' });
    expect(config).toMatchObject({
      adtMllpPort: 2575,
      adtMllpHost: '127.0.0.1',
      adtMllpAllow: undefined,
      adtMllpTls: undefined,
    });
    expect(deploymentProblems(config).warnings.join('\n')).not.toContain('MLLP');
    expect(loadConfig({ ADT_MLLP_HOST: '::1' }).adtMllpHost).toBe('::1');
  });

  it('ADT_MLLP_ALLOW takes addresses and CIDR ranges of both families; an IPv4-mapped peer matches its IPv4 entry', () => {
    const allow = loadConfig({ ADT_MLLP_ALLOW: ' 10.20.0.0/16, 192.0.2.7,fd00:1::/32 , ::1' }).adtMllpAllow;
    if (!allow) throw new Error('no allow-list');
    const on = ['10.20.3.4', '::ffff:10.20.3.4', '192.0.2.7', '::ffff:192.0.2.7', 'fd00:1:0:0::5', '::1'];
    const off = ['10.21.0.1', '192.0.2.8', '::ffff:192.0.2.8', 'fd00:2::5', '127.0.0.1', undefined, 'not-an-address'];
    for (const peer of on) expect(listHas(allow, peer), peer).toBe(true);
    for (const peer of off) expect(listHas(allow, peer), peer).toBe(false);
  });

  it('a malformed address, range, host or port is a startup error naming the variable', () => {
    for (const entry of [
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0/8',
      'example.org',
      '10.0.0.1/8/8',
      '10.0.0.0/',
      '10.0.0.0/x',
    ]) {
      expect(() => loadConfig({ ADT_MLLP_ALLOW: `10.0.0.5,${entry}` }), entry).toThrow(ConfigurationError);
      expect(() => loadConfig({ ADT_MLLP_ALLOW: entry }), entry).toThrow(
        /ADT_MLLP_ALLOW: ".*" is not an IP address or CIDR range/,
      );
    }
    expect(() => loadConfig({ ADT_MLLP_HOST: 'localhost' })).toThrow(/ADT_MLLP_HOST: "localhost" is not an IP address/);
    expect(() => loadConfig({ ADT_MLLP_PORT: '25x75' })).toThrow(/ADT_MLLP_PORT/);
    expect(() => loadConfig({ ADT_MLLP_PORT: '70000' })).toThrow(/ADT_MLLP_PORT/);
  });

  it('binding beyond loopback needs an allow-list, and without TLS is warned about in either mode', () => {
    expect(() => loadConfig({ ADT_MLLP_PORT: '2575', ADT_MLLP_HOST: '0.0.0.0' })).toThrow(/set ADT_MLLP_ALLOW/);
    const open = {
      ADT_MLLP_PORT: '2575',
      ADT_MLLP_HOST: '0.0.0.0',
      ADT_MLLP_ALLOW: '10.0.0.0/8',
      ADT_MLLP_CLIENT_ID: '00000000-0000-4000-8000-000000000001',
    };
    expect(deploymentProblems(loadConfig(open)).warnings.join('\n')).toContain('without TLS');
    const production = deploymentProblems(loadConfig({ ...safe, ...open, ADT_FEED_SECRET: 'our-own-feed-secret' }));
    expect(production).toMatchObject({ errors: [], warnings: [expect.stringContaining('without TLS')] });
  });

  it('a TLS setting needs its pair, and its file must be readable', () => {
    expect(() => loadConfig({ ADT_MLLP_TLS_CERT: '/nonexistent/server.crt' })).toThrow(
      /ADT_MLLP_TLS_CERT and ADT_MLLP_TLS_KEY go together/,
    );
    expect(() => loadConfig({ ADT_MLLP_TLS_CA: '/nonexistent/ca.crt' })).toThrow(ConfigurationError);
    const missing = { ADT_MLLP_TLS_CERT: '/nonexistent/server.crt', ADT_MLLP_TLS_KEY: '/nonexistent/server.key' };
    expect(() => loadConfig(missing)).toThrow(/ADT_MLLP_TLS_CERT: cannot read \/nonexistent\/server\.crt/);
  });
});
