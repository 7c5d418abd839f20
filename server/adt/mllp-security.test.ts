/**
 * Who may talk to the MLLP listener: loopback by default, the allow-list (checked before a byte is
 * read), TLS and mutual TLS. The certificates are made for the run with the openssl CLI.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTcp, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressListOf, ConfigurationError, loadConfig } from '../config.ts';
import { ensureReferenceData } from '../db/reference-data.ts';
import { adtMessages, users } from '../db/schema/index.ts';
import { systemClock } from '../http/context.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/databases.ts';
import { createOrganisation } from '../testing/factories.ts';
import { ackCodeOf } from './ack.ts';
import { adtMessageText } from './adt-simulator.ts';
import {
  mllpFeedOf,
  startConfiguredMllpListener,
  startMllpListener,
  type MllpDeps,
  type MllpListener,
  type MllpSecurity,
} from './mllp-listener.ts';

const VT = '\x0b';
const END = '\x1c\r';

/** A throwaway CA, a server certificate for 127.0.0.1, a client certificate, and one from another CA. */
function makeCertificates(dir: string) {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  for (const ca of ['ca', 'other-ca']) {
    openssl(
      'req',
      '-x509',
      ...key,
      '-keyout',
      file(`${ca}.key`),
      '-out',
      file(`${ca}.crt`),
      '-days',
      '1',
      '-subj',
      `/CN=${ca}`,
    );
  }
  writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  const signed = (name: string, ca: string, extensions?: string) => {
    openssl('req', ...key, '-keyout', file(`${name}.key`), '-out', file(`${name}.csr`), '-subj', `/CN=${name}`);
    const serial = `0x${randomUUID().replaceAll('-', '')}`;
    openssl(
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file(`${ca}.crt`),
      '-CAkey',
      file(`${ca}.key`),
      '-set_serial',
      serial,
      '-days',
      '1',
      '-out',
      file(`${name}.crt`),
      ...(extensions ? ['-extfile', extensions] : []),
    );
  };
  signed('server', 'ca', file('server.ext'));
  signed('engine', 'ca');
  signed('stranger', 'other-ca');
  const pem = (name: string) => readFileSync(file(name));
  return {
    file,
    ca: pem('ca.crt'),
    server: { cert: pem('server.crt'), key: pem('server.key') },
    engine: { cert: pem('engine.crt'), key: pem('engine.key') },
    stranger: { cert: pem('stranger.crt'), key: pem('stranger.key') },
  };
}

/**
 * Sends one MLLP frame once the socket is ready, and resolves with what came back: the ACK's text
 * when one arrived, else '' once the listener closed the connection (or after `waitMs`).
 */
function exchange(
  socket: Socket,
  ready: 'connect' | 'secureConnect',
  text: string,
  waitMs = 5000,
): Promise<{ reply: string; error?: string }> {
  return new Promise((resolve) => {
    let received = '';
    let error: string | undefined;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const start = received.indexOf(VT);
      const end = received.indexOf(END);
      resolve({ reply: start >= 0 && end > start ? received.slice(start + 1, end) : '', error });
    };
    const timer = setTimeout(done, waitMs);
    socket.once(ready, () => socket.write(`${VT}${text}${END}`));
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      if (received.includes(END)) done();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', done);
  });
}

const overTcp = (listener: MllpListener, text: string) =>
  exchange(connectTcp(listener.port, '127.0.0.1'), 'connect', text);
const overTls = (listener: MllpListener, text: string, options: ConnectionOptions) =>
  exchange(connectTls({ host: '127.0.0.1', port: listener.port, ...options }), 'secureConnect', text);

describe.each(DIALECTS)('the MLLP listener on %s: who may connect', (dialect) => {
  let testDb: TestDatabase;
  let certs: ReturnType<typeof makeCertificates>;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mllp-tls-'));
    certs = makeCertificates(dir);
    testDb = await createTestDatabase(dialect);
    await ensureReferenceData(testDb.database.db);
  });
  afterAll(async () => {
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const db = () => testDb.database.db;

  /** A customer of its own, with a member the hospital can name, an admission for them, and a logger to read. */
  async function world() {
    const org = await createOrganisation(db(), 'Mllp');
    const patientId = `AV-${randomUUID().slice(0, 8)}`;
    await db().update(users).set({ externalPatientId: patientId }).where(eq(users.id, org.member.id));
    const stay = { visitNumber: `V-${randomUUID().slice(0, 6)}`, admittedAt: new Date('2026-03-09T12:00:00Z') };
    const text = adtMessageText('A01', { patientId, familyName: 'Member', givenName: 'Mllp' }, stay);
    const logs: unknown[] = [];
    const record = (...args: unknown[]) => void logs.push(args);
    const deps: MllpDeps = {
      db: db(),
      clock: systemClock,
      publish: () => undefined,
      log: { warn: record, info: record } as unknown as MllpDeps['log'],
    };
    const feed = await mllpFeedOf(db(), org.clientId);
    const stored = () => db().select().from(adtMessages).where(eq(adtMessages.clientId, org.clientId));
    const listen = (security?: MllpSecurity) => startMllpListener(deps, feed, 0, security);
    return { org, text, deps, logs, stored, listen };
  }

  async function using<T>(listener: MllpListener | undefined, run: (listener: MllpListener) => Promise<T>): Promise<T> {
    if (!listener) throw new Error('no listener started');
    try {
      return await run(listener);
    } finally {
      await listener.stop();
    }
  }

  it('binds loopback by default, and the configured listener does too', async () => {
    const w = await world();
    await using(await w.listen(), async (listener) => {
      expect(listener.address.address).toBe('127.0.0.1');
      expect(ackCodeOf((await overTcp(listener, w.text)).reply)).toBe('AA');
    });
    const config = loadConfig({ ADT_MLLP_PORT: '0', ADT_MLLP_CLIENT_ID: w.org.clientId });
    await using(await startConfiguredMllpListener(w.deps, config), async (listener) => {
      expect(listener.address.address).toBe('127.0.0.1');
    });
  });

  it('closes a connection from an address not on the allow-list at once: no ACK, nothing stored, the log has no address', async () => {
    const w = await world();
    await using(await w.listen({ allow: addressListOf(['10.0.0.0/8', 'fd00::/8']) }), async (listener) => {
      expect((await overTcp(listener, w.text)).reply).toBe('');
    });
    expect(await w.stored()).toEqual([]);
    const logged = JSON.stringify(w.logs);
    expect(logged).toContain('not on ADT_MLLP_ALLOW');
    expect(logged).toContain('"class":"loopback"');
    expect(logged).not.toContain('127.0.0.1');
  });

  it('an allow-list entry matches its address in either notation (IPv4-mapped IPv6 too)', async () => {
    const w = await world();
    await using(await w.listen({ allow: addressListOf(['::ffff:127.0.0.1']) }), async (listener) => {
      expect(ackCodeOf((await overTcp(listener, w.text)).reply)).toBe('AA');
    });
    expect(await w.stored()).toHaveLength(1);
  });

  it('over TLS: a TLS client gets its ACK; a plain TCP client on the same port gets nothing and stores nothing', async () => {
    const w = await world();
    await using(await w.listen({ tls: certs.server }), async (listener) => {
      expect((await overTcp(listener, w.text)).reply).toBe('');
      expect(await w.stored()).toEqual([]);
      expect(ackCodeOf((await overTls(listener, w.text, { ca: certs.ca })).reply)).toBe('AA');
    });
    expect((await w.stored()).map((m) => [m.transport, m.status])).toEqual([['mllp', 'applied']]);
  });

  it("mutual TLS: refuses a client without a certificate or with another CA's; ACKs one whose certificate the CA signed", async () => {
    const w = await world();
    await using(await w.listen({ tls: { ...certs.server, ca: certs.ca } }), async (listener) => {
      expect((await overTls(listener, w.text, { ca: certs.ca })).reply).toBe('');
      expect((await overTls(listener, w.text, { ca: certs.ca, ...certs.stranger })).reply).toBe('');
      expect(await w.stored()).toEqual([]);
      expect(ackCodeOf((await overTls(listener, w.text, { ca: certs.ca, ...certs.engine })).reply)).toBe('AA');
    });
    expect(await w.stored()).toHaveLength(1);
    expect(JSON.stringify(w.logs)).toContain('TLS handshake refused');
  });

  it("reads the TLS files the configuration names; a missing file, a key not the certificate's or a CA file without a certificate stops the start", () => {
    const env = {
      ADT_MLLP_PORT: '2575',
      ADT_MLLP_TLS_CERT: certs.file('server.crt'),
      ADT_MLLP_TLS_KEY: certs.file('server.key'),
    };
    expect(loadConfig(env).adtMllpTls).toEqual(certs.server);
    expect(loadConfig({ ...env, ADT_MLLP_TLS_CA: certs.file('ca.crt') }).adtMllpTls?.ca).toEqual(certs.ca);
    expect(() => loadConfig({ ...env, ADT_MLLP_TLS_CA: certs.file('absent.crt') })).toThrow(
      /ADT_MLLP_TLS_CA: cannot read .*absent\.crt \(ENOENT\)/,
    );
    expect(() => loadConfig({ ...env, ADT_MLLP_TLS_KEY: certs.file('engine.key') })).toThrow(ConfigurationError);
    expect(() => loadConfig({ ...env, ADT_MLLP_TLS_CA: certs.file('ca.key') })).toThrow(
      /ADT_MLLP_TLS_CERT\/KEY\/CA: not a usable/,
    );
    expect(() => loadConfig({ ...env, ADT_MLLP_TLS_KEY: undefined })).toThrow(
      /ADT_MLLP_TLS_CERT and ADT_MLLP_TLS_KEY go together/,
    );
  });
});
