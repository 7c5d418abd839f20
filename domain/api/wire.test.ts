import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from './wire.ts';

describe('apiBaseUrl', () => {
  it.each([
    ['https:', 'care.example.org', 'https://api.example.org/api'],
    ['https:', 'consent.example.org', 'https://api.example.org/api'],
    ['https:', 'CARE.staging.example.org', 'https://api.staging.example.org/api'],
    ['http:', 'localhost:8080', 'http://localhost:8080/api'],
    ['https:', 'portal.example.org', 'https://portal.example.org/api'],
    // A bare "care" host has no parent domain to put an api label in front of.
    ['http:', 'care:3000', 'http://care:3000/api'],
  ])('%s//%s -> %s', (protocol, host, expected) => {
    expect(apiBaseUrl({ protocol, host })).toBe(expected);
  });
});
