/**
 * Update Voicemail Greeting in the engine: the dialog says 'Voicemail uploaded successfully' only
 * once the server's change has reached this engine, and 'Error! Try again' when it is refused.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type CallInput, type Operation } from '../../domain/index.ts';
import type { Http } from '../ports.ts';
import { engineScreenEach } from '../testing/engine-screen.ts';
import { makeMember, settle, type FakeBackend } from '../testing/fake-backend.ts';

const GUIDE = 'g1';
const FILE = '5e000000-0000-4000-8000-000000000001';

/**
 * As server/routes/files.ts, which the fake backend does not serve: only one's own stored greeting
 * (any other file is not found); the user row is the write's one change.
 */
function withGreetings(backend: FakeBackend): Http {
  return {
    async call(operation, input, options) {
      if ((operation as Operation) !== OPERATIONS.setVoicemailGreeting)
        return backend.http.call(operation, input, options);
      await Promise.resolve();
      const { id } = (input as CallInput<typeof OPERATIONS.setVoicemailGreeting>).params;
      if (id !== FILE) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
      const change = backend.upsert('user', { ...backend.tables.user.get(GUIDE)! });
      return { body: { userId: GUIDE, voicemailGreetingFileId: id }, seq: change.seq } as never;
    },
  };
}

describe('setVoicemailGreeting', () => {
  const sync = engineScreenEach(
    (backend) => backend.upsert('user', { ...makeMember(GUIDE, 'Grace', 'Guide'), role: 'GUIDE' }),
    { http: withGreetings },
  );

  it("is confirmed by the user's change, not by the answer alone", async () => {
    let done = false;
    const set = sync.engine.mutate('setVoicemailGreeting', { fileId: FILE }).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    await sync.confirm(set);
    expect(done).toBe(true);
  });

  it('a refused file rejects with the server’s answer', async () => {
    await expect(
      sync.engine.mutate('setVoicemailGreeting', { fileId: '5e000000-0000-4000-8000-000000000002' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
