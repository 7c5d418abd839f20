/**
 * A real, short WAV file (RIFF, PCM, 8 kHz, 8-bit mono) the simulated carrier serves as a call's
 * recording or a voicemail: a few seconds of soft tones, one per word of the transcript, so a
 * player plays something that sounds like speech cadence. About 8 KB a second.
 */
const SAMPLE_RATE = 8000;

/** The WAV bytes of `seconds` (at most 30) of tones seeded by `seed`. */
export function generateWav(seed: string, seconds: number): Uint8Array {
  const length = Math.max(1, Math.min(30, Math.round(seconds))) * SAMPLE_RATE;
  const bytes = new Uint8Array(44 + length);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + length, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, length, true);
  let hash = 0;
  for (const c of seed) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  // A "syllable" every 0.25 s: a tone between 180 and 380 Hz under a soft envelope, with pauses.
  const syllable = SAMPLE_RATE / 4;
  for (let i = 0; i < length; i++) {
    const n = Math.floor(i / syllable);
    const h = (hash ^ (n * 2654435761)) >>> 0;
    const silent = h % 5 === 0;
    const frequency = 180 + (h % 200);
    const t = (i % syllable) / syllable;
    const envelope = silent ? 0 : Math.sin(Math.PI * t);
    bytes[44 + i] = 128 + Math.round(40 * envelope * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE));
  }
  return bytes;
}
