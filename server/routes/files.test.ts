/**
 * Files end to end through the real app: ask, PUT the bytes to the signed address, read them back by
 * a signed link. Limits and types are checked before and from the bytes (413 / 415 in the error
 * shape), storage keys are generated, and another organisation's file answers 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, GREETING_MAX_BYTES } from '../../domain/index.ts';
import { fileAccess, fileBytes, files, users } from '../db/schema/index.ts';
import { EXE_BYTES, PNG_BYTES, wavBytes } from '../files/testing.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation, TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)('files on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const presign = (user: TestUser, body: object) => t.request(user, 'POST', '/files/presigned-url', { body });
  /** The signed address as the browser would use it, against the test server. */
  const local = (url: string) => {
    const parsed = new URL(url);
    return `${t.baseUrl}${parsed.pathname}${parsed.search}`;
  };
  const put = async (url: string, bytes: Uint8Array<ArrayBuffer>, contentType = 'application/octet-stream') => {
    const response = await fetch(local(url), { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
    return { status: response.status, body: await response.json() };
  };
  const upload = async (
    org: TestOrganisation,
    name: string,
    mimeType: string,
    bytes: Uint8Array<ArrayBuffer>,
    extra: object = {},
  ) => {
    const asked = await presign(org.guide, {
      fileName: name,
      mimeType,
      size: bytes.byteLength,
      memberId: org.member.id,
      ...extra,
    });
    expect(asked.status).toBe(200);
    return { asked, stored: await put(asked.body.url, bytes, mimeType) };
  };

  it('stores an attachment under a generated key and gives it back by a signed link', async () => {
    const org = await t.organisation('Alpha');
    const { asked, stored } = await upload(org, '../../etc/photo.png', 'image/png', PNG_BYTES);
    expect(asked.body.file).toMatchObject({
      name: 'photo.png',
      mimeType: 'image/png',
      size: PNG_BYTES.byteLength,
      memberId: org.member.id,
      status: 'pending',
    });
    expect(stored.status).toBe(200);
    expect(stored.body.status).toBe('stored');
    const [row] = await db().select().from(files).where(eq(files.id, asked.body.file.id));
    expect(row?.storageKey).toMatch(new RegExp(`^files/${asked.body.file.id}/[0-9a-f-]{36}$`));
    expect(row?.storageKey).not.toContain('photo');
    // The bytes are in the database (the default storage).
    const [kept] = await db()
      .select()
      .from(fileBytes)
      .where(eq(fileBytes.storageKey, row?.storageKey ?? ''));
    expect(Buffer.from(kept?.bytes ?? []).equals(Buffer.from(PNG_BYTES))).toBe(true);

    const link = await t.request(org.otherGuide, 'GET', `/files/${asked.body.file.id}/temporary-link`);
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expires)).toBeGreaterThan(Date.now());
    const content = await fetch(local(link.body.temporaryUrl));
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await content.arrayBuffer()).equals(Buffer.from(PNG_BYTES))).toBe(true);
  });

  it('refuses too big (413) and a type not allowed (415) before any byte, in the error shape, writing nothing', async () => {
    const org = await t.organisation('Beta');
    const big = await presign(org.guide, {
      fileName: 'scan.pdf',
      mimeType: 'application/pdf',
      size: ATTACHMENT_MAX_BYTES + 1,
      memberId: org.member.id,
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      statusCode: 413,
      message: 'File must not be larger than 15 MB',
      path: '/api/files/presigned-url',
    });
    const exe = await presign(org.guide, {
      fileName: 'setup.exe',
      mimeType: 'application/x-msdownload',
      size: 100,
      memberId: org.member.id,
    });
    expect(exe.status).toBe(415);
    expect(exe.body).toMatchObject({ statusCode: 415, message: 'File of type application/x-msdownload not supported' });
    const greeting = await presign(org.guide, {
      fileName: 'hello.wav',
      mimeType: 'audio/wav',
      size: GREETING_MAX_BYTES + 1,
      purpose: 'voicemail-greeting',
    });
    expect(greeting.status).toBe(413);
    expect(await db().select().from(files).where(eq(files.organisationId, org.organisationId))).toEqual([]);
  });

  it('checks the type from the bytes: a renamed executable, or a PNG sent as a PDF, is refused with 415 and not stored', async () => {
    const org = await t.organisation('Gamma');
    const renamed = await upload(org, 'photo.png', 'image/png', EXE_BYTES);
    expect(renamed.stored.status).toBe(415);
    expect(renamed.stored.body.statusCode).toBe(415);
    const mislabelled = await upload(org, 'report.pdf', 'application/pdf', PNG_BYTES);
    expect(mislabelled.stored.status).toBe(415);
    for (const id of [renamed.asked.body.file.id, mislabelled.asked.body.file.id]) {
      const [access] = await db().select().from(fileAccess).where(eq(fileAccess.id, id));
      expect(access?.status).toBe('pending');
      expect((await t.request(org.guide, 'GET', `/files/${id}/temporary-link`)).status).toBe(404);
    }
    expect(await db().select().from(fileBytes)).not.toContainEqual(
      expect.objectContaining({ storageKey: expect.stringContaining(renamed.asked.body.file.id) }),
    );
  });

  it('checks the size from the bytes: more than declared, or over a greeting’s limit, is refused', async () => {
    const org = await t.organisation('Delta');
    const asked = await presign(org.guide, {
      fileName: 'a.png',
      mimeType: 'image/png',
      size: 10,
      memberId: org.member.id,
    });
    const longer = await put(asked.body.url, PNG_BYTES, 'image/png');
    expect(longer.status).toBe(400);
    // A greeting declared small but sent large: the bytes decide.
    const greeting = await presign(org.guide, {
      fileName: 'hello.wav',
      mimeType: 'audio/wav',
      size: 100,
      purpose: 'voicemail-greeting',
    });
    const tooLong = await put(greeting.body.url, wavBytes(GREETING_MAX_BYTES / 2), 'audio/wav');
    expect(tooLong.status).toBe(413);
    // Over the route's own limit: fastify stops reading, still in the error shape.
    const huge = await put(asked.body.url, new Uint8Array(ATTACHMENT_MAX_BYTES + 1), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.statusCode).toBe(413);
  });

  it('takes a greeting in wav from the bytes', async () => {
    const org = await t.organisation('Epsilon');
    const bytes = wavBytes();
    const asked = await presign(org.guide, {
      fileName: 'hello.wav',
      mimeType: 'audio/x-wav',
      size: bytes.byteLength,
      purpose: 'voicemail-greeting',
    });
    const stored = await put(asked.body.url, bytes, 'audio/x-wav');
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ memberId: null, status: 'stored' });
  });

  it('makes one’s own uploaded greeting one’s voicemail greeting, and nobody else’s file', async () => {
    const org = await t.organisation('Theta');
    const bytes = wavBytes();
    const asked = await presign(org.guide, {
      fileName: 'hello.wav',
      mimeType: 'audio/wav',
      size: bytes.byteLength,
      purpose: 'voicemail-greeting',
    });
    expect((await t.request(org.guide, 'POST', `/files/${asked.body.file.id}/voicemail-greeting`)).status).toBe(404); // not uploaded yet
    await put(asked.body.url, bytes, 'audio/wav');
    expect((await t.request(org.otherGuide, 'POST', `/files/${asked.body.file.id}/voicemail-greeting`)).status).toBe(
      404,
    );
    const set = await t.request(org.guide, 'POST', `/files/${asked.body.file.id}/voicemail-greeting`);
    expect(set.body).toEqual({ userId: org.guide.id, voicemailGreetingFileId: asked.body.file.id });
    const [user] = await db().select().from(users).where(eq(users.id, org.guide.id));
    expect(user?.voicemailGreetingFileId).toBe(asked.body.file.id);
    // In use now: no cleanup.
    expect((await t.request(org.guide, 'POST', `/files/${asked.body.file.id}/cleanup`)).body.deleted).toBe(false);
  });

  it('opens nothing with a forged, expired, another file’s or another action’s signature, and takes an upload once', async () => {
    const org = await t.organisation('Zeta');
    const { asked } = await upload(org, 'a.png', 'image/png', PNG_BYTES);
    const url = new URL(asked.body.url);
    // The upload address again: the file is stored already.
    expect((await put(asked.body.url, PNG_BYTES, 'image/png')).status).toBe(409);
    // The upload's signature does not read.
    expect((await fetch(local(asked.body.url))).status).toBe(404);
    const link = (await t.request(org.guide, 'GET', `/files/${asked.body.file.id}/temporary-link`)).body
      .temporaryUrl as string;
    const forged = link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(local(forged))).status).toBe(404);
    const later = link.replace(/expires=\d+/, `expires=${Date.now() + 3_600_000}`);
    expect((await fetch(local(later))).status).toBe(404);
    const other = await upload(org, 'b.png', 'image/png', PNG_BYTES);
    expect((await fetch(local(link.replace(asked.body.file.id, other.asked.body.file.id)))).status).toBe(404);
    expect(
      (await fetch(`${t.baseUrl}${url.pathname}?expires=1&signature=x`, { method: 'PUT', body: PNG_BYTES })).status,
    ).toBe(404);
  });

  it('cleans up a failed upload for its uploader only, and never a file in use', async () => {
    const org = await t.organisation('Eta');
    const asked = await presign(org.guide, {
      fileName: 'a.png',
      mimeType: 'image/png',
      size: 10,
      memberId: org.member.id,
    });
    expect((await t.request(org.otherGuide, 'POST', `/files/${asked.body.file.id}/cleanup`)).status).toBe(404);
    const cleaned = await t.request(org.guide, 'POST', `/files/${asked.body.file.id}/cleanup`);
    expect(cleaned.body).toEqual({ id: asked.body.file.id, deleted: true });
    expect(await db().select().from(files).where(eq(files.id, asked.body.file.id))).toEqual([]);
    expect((await t.request(org.guide, 'GET', `/files/${asked.body.file.id}`)).status).toBe(404);
  });

  it('answers 404 for another organisation’s file and member, like a missing one', async () => {
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    const { asked } = await upload(foreign, 'a.png', 'image/png', PNG_BYTES);
    const id = asked.body.file.id as string;
    for (const path of [`/files/${id}`, `/files/${id}/temporary-link`]) {
      const answer = await t.request(home.guide, 'GET', path);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(foreign.member.id);
    }
    expect((await t.request(home.guide, 'POST', `/files/${id}/cleanup`)).status).toBe(404);
    expect(
      (await presign(home.guide, { fileName: 'a.png', mimeType: 'image/png', size: 10, memberId: foreign.member.id }))
        .status,
    ).toBe(404);
    // A user without app access is refused the calls altogether.
    expect((await t.request(home.noAccess, 'GET', `/files/${id}`)).status).toBe(403);
  });
});
