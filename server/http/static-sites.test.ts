import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, serveStaticSites } from './static-sites.ts';

describe('static sites', () => {
  const script = `export const answer = ${JSON.stringify('x'.repeat(5000))};\n`;
  const html = `<!doctype html><title>Consent</title>${'<p>hello</p>'.repeat(200)}`;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
  const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>';
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-sites-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'consent'));
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'logo.png'), png);
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
    );
    writeFileSync(path.join(dir, 'favicon.svg'), icon);
    writeFileSync(path.join(dir, 'consent', 'index.html'), html);
    app = Fastify();
    app.get('/api/ping', async () => ({ text: 'y'.repeat(4000) }));
    await serveStaticSites(app, dir, {
      portalConfig: () => ({
        environment: 'demo',
        analyticsUrl: 'https://x.example/</script><script>alert(1)</script>',
      }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends scripts brotli- or gzip-compressed as accepted, the same bytes on every request', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // The second answer comes from the kept copy.
    expect((await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(
      true,
    );

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('compresses the site pages, and neither images, partial answers nor the API', async () => {
    const page = await get('/consent/some-term?key=abc', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);

    const image = await get('/assets/logo.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);

    const range = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(script.slice(0, 10));

    const api = await get('/api/ping', { 'accept-encoding': 'br' });
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it("answers /favicon.ico with the sites' icon, and another missing file with 404, not a page", async () => {
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toContain('image/svg+xml');
    expect(favicon.body).toBe(icon);
    expect((await get('/apple-touch-icon.png')).statusCode).toBe(404);
  });

  it("writes the portal's configuration into its page as data no text in it can break out of, and not the consent site's", async () => {
    const portal = (await get('/docket/guide/1')).body;
    const block = /<script type="application\/json" id="client-config">(.*?)<\/script><\/head>/.exec(portal);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual({
      environment: 'demo',
      analyticsUrl: 'https://x.example/</script><script>alert(1)</script>',
    });
    expect(portal).not.toContain('<script>alert(1)');
    expect((await get('/consent/')).body).not.toContain('client-config');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
