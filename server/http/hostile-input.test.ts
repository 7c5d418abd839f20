/**
 * Input no schema should have to think about (weaknesses 1 and 4 of the security probe): text the
 * database cannot store, values out of any real range, absurd nesting, oversized requests. Each
 * is a 400 (or 413, 414, 431) in the error shape, nothing is written, and the log holds no PHI.
 */
import Fastify from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentIdentities, scheduledEvents } from '../db/schema/index.ts';
import { createConsentFixture, type ConsentFixture } from '../consent/testing.ts';
import { DIALECTS } from '../testing/databases.ts';
import { captureLog, startTestServer, type TestServer } from '../testing/harness.ts';
import { createScheduledEvent, type TestOrganisation } from '../testing/factories.ts';
import { describeFailure, installErrorHandling } from './errors.ts';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-guard.ts';

const NAME = 'Rosalind Quintanilla';

describe('what the input guard refuses', () => {
  it('NUL characters and unpaired surrogates, anywhere, with the path to them', () => {
    expect(findInputProblem({ name: `Ro\u0000sa` }, ['body'])).toEqual({
      property: 'body',
      children: [{ property: 'name', constraints: { storable: expect.any(String) } }],
    });
    expect(findInputProblem({ a: [{ b: 'x\uD800' }] }, ['body'])).toMatchObject({
      property: 'body',
      children: [{ property: 'a', children: [{ property: '0', children: [{ property: 'b' }] }] }],
    });
    expect(findInputProblem({ b: '\uDC00x' }, ['body'])).toBeDefined();
    expect(findInputProblem({ [`k\u0000`]: 1 }, ['body'])).toBeDefined();
  });
  it('accepts real text: accents, emoji (a surrogate pair), long but finite values', () => {
    expect(
      findInputProblem(
        { name: 'José Núñez 👩🏽‍⚕️', notes: 'x'.repeat(100_000), list: Array.from({ length: 500 }, (_, i) => i) },
        ['body'],
      ),
    ).toBeUndefined();
  });
  it('nesting deeper than the limit, and lists longer than any call takes', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(findInputProblem(deep, ['body'])).toBeDefined();
    let justDeepEnough: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) justDeepEnough = [justDeepEnough];
    expect(findInputProblem(justDeepEnough, ['body'])).toBeUndefined();
    expect(findInputProblem({ ids: Array.from({ length: 5000 }, () => 'a') }, ['body'])).toBeDefined();
  });
});

describe.each(DIALECTS)('hostile input against the real server on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  let consent: ConsentFixture;
  let logText: () => string;

  beforeAll(async () => {
    t = await startTestServer(dialect, { env: { LOG_LEVEL: 'info' } });
    logText = captureLog(t.server);
    tenant = await t.organisation('Alpha');
    consent = await createConsentFixture(t.testDb.database.db, tenant);
  });
  afterAll(async () => t?.close());

  const identities = async (memberId: string) =>
    (
      await t.testDb.database.db
        .select({ n: count() })
        .from(consentIdentities)
        .where(eq(consentIdentities.memberId, memberId))
    )[0]?.n ?? 0;

  it('a consent identity with a NUL or a lone surrogate is a 400 naming the field; nothing is written, nothing logged', async () => {
    const { guide, member } = await t.organisation();
    for (const name of [`${NAME}\u0000`, `${NAME}\uD83D`]) {
      const staff = await t.request(guide, 'POST', '/consent/identity', {
        body: { memberId: member.id, name, dateOfBirth: '01/02/1950', email: 'rosa@example.org' },
      });
      expect(staff.status).toBe(400);
      expect(staff.body.errors[0]).toMatchObject({ property: 'body', children: [{ property: 'name' }] });
      const site = await fetch(`${t.baseUrl}/api/consent/form/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, dateOfBirth: '01/02/1950', consentLinkKey: consent.key }),
      });
      expect(site.status).toBe(400);
    }
    expect(await identities(member.id)).toBe(0);
    expect(logText()).not.toContain('Rosalind');
  });

  it('instants outside 1900-9999 and 5,000-deep bodies are 400s in the error shape', async () => {
    const { guide } = await t.organisation();
    for (const query of ['before=99999999999999999999', 'before=8640000000000001']) {
      const response = await t.request(guide, 'GET', `/users/${guide.id}/todos?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, errors: [{ property: 'before' }] });
    }
    const events = await t.request(
      guide,
      'GET',
      `/users/${guide.id}/scheduled-events/guide?startEpochTime=1&endEpochTime=99999999999999999`,
    );
    expect(events.status).toBe(400);
    const snooze = await t.request(guide, 'POST', `/users/${guide.id}/todos/${crypto.randomUUID()}/snooze`, {
      body: { until: '0000-01-01T00:00:00.000Z' },
    });
    expect(snooze.status).toBe(400);
    expect(snooze.body.errors[0]).toMatchObject({ property: 'until' });
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await fetch(`${t.baseUrl}/api/consent/form/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"consented":true,"x":${deep}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, errors: [{ property: 'body' }] });
  });

  it("the probe's mass assignment: an event moved to another organisation and guide is a 400 naming each key; the event stays put", async () => {
    const [mine, theirs] = [await t.organisation('Mine'), await t.organisation('Theirs')];
    const event = await createScheduledEvent(t.testDb.database.db, mine, { note: 'Bring the forms' });
    const path = `/users/${mine.member.id}/scheduled-events/${event.id}`;
    const moved = await t.request(mine.guide, 'PATCH', path, {
      body: {
        note: 'Moved',
        organisationId: theirs.organisationId,
        memberId: theirs.member.id,
        userId: mine.otherGuide.id,
      },
    });
    expect(moved.status).toBe(400);
    const named = (moved.body.errors as { property: string; constraints: Record<string, string> }[])
      .map((error) => error.property)
      .sort();
    expect(named).toEqual(['memberId', 'organisationId', 'userId']);
    expect(moved.body.errors[0].constraints).toEqual({
      whitelistValidation: `property ${moved.body.errors[0].property} should not exist`,
    });
    // An array body was a 500; nested undeclared keys are named along their path.
    expect((await t.request(mine.guide, 'PATCH', path, { body: [{ note: 'x' }] })).status).toBe(400);
    expect((await t.request(mine.guide, 'PATCH', path, { body: [] })).body.errors).toEqual([
      { property: 'body', constraints: { isObject: 'body must be an object' } },
    ]);
    const nested = await t.request(mine.guide, 'POST', '/users/sigma-embed', {
      body: {
        key: 'docketDashboard',
        params: {
          docketDashboard: { guideId: mine.guide.id, yearMonth: '202601', organisationId: theirs.organisationId },
        },
      },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toMatchObject([
      { property: 'params', children: [{ property: 'docketDashboard', children: [{ property: 'organisationId' }] }] },
    ]);
    // Operations without a query or body schema are closed too.
    expect((await t.request(mine.guide, 'DELETE', path, { body: { userId: mine.otherGuide.id } })).status).toBe(400);
    expect(
      (
        await t.request(
          mine.guide,
          'GET',
          `/users/${mine.member.id}/scheduled-events?organisationId=${theirs.organisationId}`,
        )
      ).status,
    ).toBe(400);
    const [after] = await t.testDb.database.db.select().from(scheduledEvents).where(eq(scheduledEvents.id, event.id));
    expect(after).toMatchObject({
      organisationId: mine.organisationId,
      memberId: mine.member.id,
      userId: mine.guide.id,
      note: 'Bring the forms',
    });
  });

  it('oversized addresses and headers answer in the error shape', async () => {
    const long = await fetch(`${t.baseUrl}/api/users?searchTerm=${'a'.repeat(10_000)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toMatchObject({ statusCode: 414, errors: [] });
    const huge = await fetch(`${t.baseUrl}/api/users?searchTerm=${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
    expect(await huge.json()).toMatchObject({ statusCode: 431, errors: [] });
    const body = await fetch(`${t.baseUrl}/api/consent/form/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(3 * 1024 * 1024)}"`,
    });
    expect(body.status).toBe(413);
    expect(await body.json()).toMatchObject({ statusCode: 413 });
  });
});

describe('a failure the server did not expect', () => {
  it('is logged by class, code and route: never its message, which can carry the query parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
    installErrorHandling(app);
    app.post('/members', async () => {
      const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      throw Object.assign(new Error(`Failed query: insert into users values ($1, $2)\nparams: ${NAME},1950-01-02`), {
        name: 'DrizzleQueryError',
        cause,
      });
    });
    const response = await app.inject({ method: 'POST', url: '/members', payload: { name: NAME } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ statusCode: 500, message: 'Internal server error' });
    const log = lines.join('');
    expect(log).toContain('DrizzleQueryError');
    expect(log).toContain('22021');
    expect(log).toContain('/members');
    expect(log).not.toContain('Rosalind');
    expect(log).not.toContain('1950-01-02');
    await app.close();
  });

  it('describeFailure keeps the stack frames and drops the message line', () => {
    const failure = describeFailure(new Error(`duplicate key: ${NAME}`));
    expect(failure.name).toBe('Error');
    expect(failure.frames).toMatch(/^\s+at /);
    expect(JSON.stringify(failure)).not.toContain('Rosalind');
  });
});
