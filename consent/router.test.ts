import { describe, expect, it } from 'vitest';
import { apiBaseUrl, ConsentApiError } from './api.ts';
import { routeOf, siteBase, siteHref } from './router.ts';

describe('consent site routes', () => {
  it('lives at the root of a consent. host and under /consent elsewhere', () => {
    expect(siteBase('consent.example.org')).toBe('');
    expect(siteBase('localhost')).toBe('/consent');
    expect(siteBase('care.example.org')).toBe('/consent');
  });

  it('knows the welcome page, a term page and nothing deeper', () => {
    expect(routeOf('/consent/', '/consent')).toEqual({ name: 'welcome' });
    expect(routeOf('/consent', '/consent')).toEqual({ name: 'welcome' });
    expect(routeOf('/consent/tcpa-text-messaging', '/consent')).toEqual({
      name: 'term',
      termKey: 'tcpa-text-messaging',
    });
    // On the consent host a term key may itself start with "consent".
    expect(routeOf('/consent-to-treat', '')).toEqual({ name: 'term', termKey: 'consent-to-treat' });
    expect(routeOf('/consent/a/b', '/consent')).toEqual({ name: 'unknown' });
    expect(routeOf('/elsewhere', '/consent')).toEqual({ name: 'unknown' });
    expect(routeOf('/consent/%E0%A4%A', '/consent')).toEqual({ name: 'unknown' });
  });

  it('keeps the key on every link', () => {
    expect(siteHref('/consent', '/', { key: 'abc', completed: 'true' })).toBe('/consent/?key=abc&completed=true');
    expect(siteHref('', '/consent-to-treat', { key: 'a+b' })).toBe('/consent-to-treat?key=a%2Bb');
  });
});

describe('consent site API', () => {
  it('calls the api. host beside a consent. host, else the same origin', () => {
    expect(apiBaseUrl({ protocol: 'https:', host: 'consent.example.org' })).toBe('https://api.example.org/api');
    expect(apiBaseUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('http://localhost:8080/api');
  });

  it('tells an unknown term (Application Error) from an unknown link (expired)', () => {
    const body = (errors: { property: string }[]) => ({
      statusCode: 404,
      message: 'x',
      errors,
      timestamp: '',
      path: '',
    });
    expect(new ConsentApiError(404, body([{ property: 'term' }])).isUnknownTerm).toBe(true);
    expect(new ConsentApiError(404, body([])).isUnknownTerm).toBe(false);
    expect(new ConsentApiError(410, null).isUnknownTerm).toBe(false);
  });
});
