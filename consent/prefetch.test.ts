/**
 * The inline script in index.html repeats, in a few lines of plain JavaScript, what the app works
 * out later: the route, the API's address and the reader's language. Run here on many addresses,
 * it must ask for exactly what the app then asks for, or the head start is wasted.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentApi } from './api.ts';
import { detectLanguage } from './language.ts';
import { routeOf, siteBase } from './router.ts';

vi.mock('./locales/en.po', () => ({ messages: {} }));
vi.mock('./locales/es.po', () => ({ messages: {} }));

const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
const inlineScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

interface FakeWindow {
  location: URL;
  navigator: { languages: readonly string[]; language: string };
  localStorage: { getItem(name: string): string | null };
  fetch: ReturnType<typeof vi.fn>;
  __consentPrefetch?: { url: string; language: string; response: Promise<Response> };
}

function pageAt(href: string, languages: readonly string[], stored: string | null = null): FakeWindow {
  const page: FakeWindow = {
    location: new URL(href),
    navigator: { languages, language: languages[0] ?? 'en-US' },
    localStorage: { getItem: (name) => (name === 'language' ? stored : null) },
    fetch: vi.fn(() => Promise.resolve(new Response('{"terms":[]}', { status: 200 }))),
  };
  new Function('window', inlineScript[0]!)(page);
  return page;
}

/** What the app asks for first on that page, or null when it asks for nothing. */
async function appFirstCall(page: FakeWindow): Promise<void | null> {
  vi.stubGlobal('window', page);
  vi.stubGlobal('fetch', page.fetch);
  const key = page.location.searchParams.get('key');
  const route = routeOf(page.location.pathname, siteBase(page.location.hostname));
  const language = detectLanguage(page.localStorage.getItem('language'), page.navigator.languages);
  if (!key || route.name === 'unknown') return null;
  if (route.name === 'welcome') await consentApi.linkState(key, language);
  else await consentApi.form(key, route.termKey, language);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early request in index.html', () => {
  it('is the one inline script of the page', () => {
    expect(inlineScript).toHaveLength(1);
  });

  it.each([
    ['http://127.0.0.1:8080/consent/?key=abc', ['en-US']],
    ['http://127.0.0.1:8080/consent?key=abc&completed=true', ['es-MX', 'en']],
    ['http://localhost:5173/consent/tcpa-text-messaging?key=a%2Bb%2F', ['fr-FR', 'es']],
    ['http://localhost:5173/consent/a%20b/?key=k', ['de']],
    ['https://consent.example.org/?key=k', ['en-GB']],
    ['https://consent.example.org/consent-to-treat?key=k', ['ES']],
    ['https://care.example.org/consent/consent-to-treat?key=k', ['es-419']],
    ['http://consent:8080/consent-to-treat?key=k', ['en']],
  ])('asks for what the app asks for first at %s (%s)', async (href, languages) => {
    for (const stored of [null, 'es', 'en', 'xx']) {
      const page = pageAt(href, languages, stored);
      expect(page.fetch).toHaveBeenCalledTimes(1);
      const early = page.__consentPrefetch!;
      expect(early.url).toBe(page.fetch.mock.calls[0]![0]);
      expect(page.fetch.mock.calls[0]![1]).toMatchObject({
        headers: { 'Accept-Language': early.language },
        referrerPolicy: 'no-referrer',
        credentials: 'omit',
      });
      await appFirstCall(page);
      // The app took the early answer over instead of calling again.
      expect(page.fetch).toHaveBeenCalledTimes(1);
      expect(page.__consentPrefetch).toBeUndefined();
    }
  });

  it('asks for nothing where the app asks for nothing', async () => {
    for (const href of [
      'http://localhost/consent/',
      'http://localhost/consent/x?key=',
      'http://localhost/consent/a/b?key=k',
      'http://localhost/elsewhere?key=k',
      'http://localhost/consent/%E0%A4%A?key=k',
    ]) {
      const page = pageAt(href, ['en-US']);
      expect(page.fetch).not.toHaveBeenCalled();
      expect(page.__consentPrefetch).toBeUndefined();
      expect(await appFirstCall(page)).toBeNull();
    }
  });

  it('is used once: a second call goes to the network', async () => {
    const page = pageAt('http://localhost/consent/?key=k', ['en-US']);
    vi.stubGlobal('window', page);
    vi.stubGlobal('fetch', page.fetch);
    await consentApi.linkState('k', 'en');
    await consentApi.linkState('k', 'en');
    expect(page.fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for another language, and its answer never reaches an aborted caller', async () => {
    const page = pageAt('http://localhost/consent/?key=k', ['en-US']);
    vi.stubGlobal('window', page);
    vi.stubGlobal('fetch', page.fetch);
    await consentApi.linkState('k', 'es');
    expect(page.fetch).toHaveBeenCalledTimes(2);
    expect(page.__consentPrefetch).toBeDefined();

    const controller = new AbortController();
    const answer = consentApi.linkState('k', 'en', controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow(/abort/i);
    expect(page.fetch).toHaveBeenCalledTimes(2);
  });
});
