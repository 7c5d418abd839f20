import { describe, expect, it } from 'vitest';
import { CONSENT_LINK_KEY_PATTERN } from '../../domain/index.ts';
import { consentSiteUrl, hashLinkKey, newLinkKey } from './links.ts';

describe('consent link keys', () => {
  it('carry 256 bits from the CSPRNG in 43 URL-safe characters, never repeating', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => newLinkKey()));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(CONSENT_LINK_KEY_PATTERN);
    expect(Buffer.from([...keys][0] ?? '', 'base64url')).toHaveLength(32);
  });

  it('are stored as a SHA-256 that does not contain the key', () => {
    const key = newLinkKey();
    expect(hashLinkKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkKey(key)).not.toContain(key);
    expect(hashLinkKey(key)).toBe(hashLinkKey(key));
  });
});

describe('consentSiteUrl', () => {
  const key = 'k'.repeat(43);
  it('swaps the care label for consent (spec part 3 section 1)', () => {
    expect(consentSiteUrl('https://care.example.org', key)).toBe(`https://consent.example.org/?key=${key}`);
    expect(consentSiteUrl('https://care.staging.example.org:8443', key)).toBe(
      `https://consent.staging.example.org:8443/?key=${key}`,
    );
    // PUBLIC_URL naming the API's host: the consent site is still its consent. sibling.
    expect(consentSiteUrl('https://api.example.org', key)).toBe(`https://consent.example.org/?key=${key}`);
  });
  it('uses /consent/ on any other host', () => {
    expect(consentSiteUrl('http://localhost:8080', key)).toBe(`http://localhost:8080/consent/?key=${key}`);
    expect(consentSiteUrl('https://portal.example.org/', key)).toBe(`https://portal.example.org/consent/?key=${key}`);
    // "care" alone is a single-label host, not a care sub-domain.
    expect(consentSiteUrl('http://care:8080', key)).toBe(`http://care:8080/consent/?key=${key}`);
  });
});
