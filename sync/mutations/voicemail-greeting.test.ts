/**
 * Update Voicemail Greeting in the engine, on the real server: the dialog says 'Voicemail uploaded
 * successfully' only once the server's change has reached this engine, and 'Error! Try again' when
 * it is refused (a file that is not one's own greeting).
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { wavBytes } from '../../server/files/testing.ts';
import { engineOnServer } from '../testing/server-engine.ts';

describe('setVoicemailGreeting', () => {
  let greeting = '';
  const sync = engineOnServer({
    async seed({ t, org, as }) {
      // Uploaded as the dialog does: asked for, then its bytes put to the signed address.
      const bytes = wavBytes();
      const asked = await as(org.guide).call(OPERATIONS.createFileUpload, {
        body: { fileName: 'hello.wav', mimeType: 'audio/wav', size: bytes.byteLength, purpose: 'voicemail-greeting' },
      });
      const { pathname, search } = new URL(asked.body.url);
      const put = await fetch(`${t.baseUrl}${pathname}${search}`, {
        method: 'PUT',
        headers: { 'content-type': 'audio/wav' },
        body: bytes,
      });
      if (!put.ok) throw new Error(`greeting upload: ${put.status}`);
      greeting = asked.body.file.id;
    },
  });

  it("is confirmed by the user's change, not by the answer alone", async () => {
    let done = false;
    sync.holdSocket();
    const set = sync.engine.mutate('setVoicemailGreeting', { fileId: greeting }).then(() => (done = true));
    await sync.settled();
    // The server has answered; its change has not reached this engine.
    expect(sync.requests).toContain(`POST /files/${greeting}/voicemail-greeting`);
    expect(done).toBe(false);
    sync.releaseSocket();
    await sync.confirm(set);
    expect(done).toBe(true);
  });

  it('another guide’s greeting is refused with the server’s answer', async () => {
    await sync.signIn(sync.org.otherGuide);
    await expect(sync.engine.mutate('setVoicemailGreeting', { fileId: greeting })).rejects.toMatchObject({
      status: 404,
    });
  });
});
