/** Test support for files: real bytes of a few types, and a stored file of an organisation's member. */
import type { TestServer } from '../testing/harness.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { filesPort } from '../routes/files.ts';
import { storeServerFile } from './uploads.ts';

/** A 1x1 transparent PNG. */
export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A short, valid PCM WAV (8 kHz mono, 0.1 s of silence). */
export function wavBytes(samples = 800): Uint8Array<ArrayBuffer> {
  const data = samples * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(data, 40);
  return new Uint8Array(buffer);
}

/** The start of a Windows executable: what a renamed program looks like. */
export const EXE_BYTES = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);

/** A stored file uploaded by the organisation's guide: an attachment about its member (a PNG), or a greeting (a WAV). */
export async function createStoredFile(
  t: TestServer,
  org: TestOrganisation,
  memberId: string | null = org.member.id,
  purpose: 'attachment' | 'voicemail-greeting' = 'attachment',
): Promise<{ id: string }> {
  const greeting = purpose === 'voicemail-greeting';
  const stored = await storeServerFile(filesPort(t.server.context), {
    organisationId: org.organisationId,
    clientId: org.clientId,
    ownerUserId: org.guide.id,
    memberId: greeting ? null : memberId,
    name: greeting ? 'hello.wav' : 'pixel.png',
    mimeType: greeting ? 'audio/wav' : 'image/png',
    bytes: greeting ? wavBytes() : PNG_BYTES,
    purpose,
    now: new Date(),
  });
  return { id: stored.file.id };
}
