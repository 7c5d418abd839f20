import { describe, expect, it } from 'vitest';
import { createServer, UnsafeConfigurationError } from './app.ts';
import {
  DEFAULT_ANALYTICS_EMBED_SECRET,
  DEFAULT_SMS_WEBHOOK_SECRET,
  DEFAULT_TELEPHONY_WEBHOOK_SECRET,
  deploymentProblems,
  loadConfig,
} from './config.ts';

const production = { DEPLOYMENT_MODE: 'production', PUBLIC_URL: 'https://api.example.org' };
const safe = {
  ...production,
  SMS_WEBHOOK_SECRET: 'a-long-random-secret-of-our-own',
  TELEPHONY_WEBHOOK_SECRET: 'another-long-random-secret',
  ANALYTICS_EMBED_SECRET: 'a-third-random-secret',
  OIDC_ISSUER: 'https://login.example.org',
};

describe('production mode', () => {
  it('refuses the documented SMS webhook secret, or none', () => {
    for (const secret of [undefined, DEFAULT_SMS_WEBHOOK_SECRET, '']) {
      const env = { ...safe, SMS_WEBHOOK_SECRET: secret };
      expect(deploymentProblems(loadConfig(env)).errors.join('\n')).toContain('SMS_WEBHOOK_SECRET');
    }
  });

  it('refuses the documented analytics embed secret, or none', () => {
    for (const secret of [undefined, DEFAULT_ANALYTICS_EMBED_SECRET, '']) {
      expect(deploymentProblems(loadConfig({ ...safe, ANALYTICS_EMBED_SECRET: secret })).errors.join('\n')).toContain(
        'ANALYTICS_EMBED_SECRET',
      );
    }
  });

  it('refuses the documented telephony webhook secret, or none', () => {
    for (const secret of [undefined, DEFAULT_TELEPHONY_WEBHOOK_SECRET, '']) {
      expect(deploymentProblems(loadConfig({ ...safe, TELEPHONY_WEBHOOK_SECRET: secret })).errors.join('\n')).toContain(
        'TELEPHONY_WEBHOOK_SECRET',
      );
    }
    expect(deploymentProblems(loadConfig({})).warnings.join('\n')).toContain('TELEPHONY_WEBHOOK_SECRET');
  });

  it('refuses the embedded identity provider and the demo seed unless enabled explicitly', () => {
    const embedded = deploymentProblems(loadConfig({ ...safe, OIDC_ISSUER: undefined })).errors.join('\n');
    expect(embedded).toContain('OIDC_ISSUER');
    expect(deploymentProblems(loadConfig({ ...safe, SEED_MEMBERS: '100' })).errors.join('\n')).toContain(
      'SEED_MEMBERS',
    );
    expect(
      deploymentProblems(
        loadConfig({ ...safe, OIDC_ISSUER: undefined, SEED_MEMBERS: '100', ALLOW_DEMO_IDENTITIES: 'true' }),
      ).errors,
    ).toEqual([]);
  });

  it('seeds nothing by default, and a safe configuration has no problem', () => {
    expect(loadConfig(safe).seedMembersOnEmpty).toBe(0);
    expect(deploymentProblems(loadConfig(safe))).toEqual({ errors: [], warnings: [] });
  });

  it('the server does not start with an unsafe configuration', async () => {
    await expect(
      createServer(loadConfig({ ...safe, SMS_WEBHOOK_SECRET: DEFAULT_SMS_WEBHOOK_SECRET })),
    ).rejects.toBeInstanceOf(UnsafeConfigurationError);
  });
});

describe('the demo (the default mode)', () => {
  it('starts with the defaults, warning about the shared secret and the embedded provider', () => {
    const config = loadConfig({});
    expect(config.deploymentMode).toBe('demo');
    const { errors, warnings } = deploymentProblems(config);
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toContain('SMS_WEBHOOK_SECRET');
    expect(warnings.join('\n')).toContain('embedded identity provider');
  });
});
