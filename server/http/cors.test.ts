import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './cors.ts';

describe('CORS origins', () => {
  it('allows the care and consent siblings of the api host, and listed origins', () => {
    expect(isAllowedOrigin('https://care.example.org', 'api.example.org', [])).toBe(true);
    expect(isAllowedOrigin('https://consent.example.org', 'api.example.org', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:8080', ['http://localhost:5173'])).toBe(true);
  });
  it('refuses every other origin', () => {
    expect(isAllowedOrigin('https://care.evil.org', 'api.example.org', [])).toBe(false);
    expect(isAllowedOrigin('https://evil.care.example.org', 'api.example.org', [])).toBe(false);
    expect(isAllowedOrigin('https://care.example.org', 'www.example.org', [])).toBe(false);
    expect(isAllowedOrigin('not a url', 'api.example.org', [])).toBe(false);
  });
});
