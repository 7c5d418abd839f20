/**
 * Uploads (spec part 1 section 5, part 2 sections 5 and 9): what may be uploaded, how large, and
 * what a file's bytes say it is. The server decides a file's type from its first bytes (its
 * "magic number"), never from its name or the type the browser declared; the declared type must
 * agree with what the bytes are. The dialogs use the same lists for their early messages.
 *
 * @example
 *   sniffMimeType(bytes)                        // 'image/png', 'application/x-executable' or undefined
 *   uploadProblem('attachment', 'image/png', 20_000_000) // { status: 413, ... }
 */
import { type } from 'arktype';

/** A file as the API presents it (spec part 2 section 3 "File"). */
export const fileSchema = type({
  id: 'string',
  name: 'string',
  mimeType: 'string',
  size: 'number',
  /** Seconds of audio, when known. */
  contentDuration: 'number | null',
  /** The member the file is about (an attachment's, a voicemail's), null for staff files (a greeting). */
  memberId: 'string | null',
  /** 'pending' until its bytes arrived and passed the checks. */
  status: "'pending' | 'stored'",
  createdAt: 'string',
});
export type FileInfo = typeof fileSchema.infer;

/** What a file is for: the limits and allowed types follow from it. */
export const FILE_PURPOSES = ['attachment', 'voicemail-greeting', 'voicemail', 'recording'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** General uploads (text attachments): 15 MB. */
export const ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
/** Voicemail greetings: 5,000,000 bytes, shown as 5MB. */
export const GREETING_MAX_BYTES = 5_000_000;
/** Attachments per text message. */
export const MAX_ATTACHMENTS = 4;

/** Canonical types the sniffer answers, by family. */
const IMAGE = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'] as const;
const AUDIO = ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg'] as const;
const VIDEO = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
const TEXT = ['text/plain'] as const;
const PDF = ['application/pdf'] as const;

/** Declared types accepted per purpose, with their usual aliases, mapped to the canonical type the bytes must show. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/aac': 'audio/mp4',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'text/csv': 'text/plain',
  'audio/webm': 'video/webm',
};

const ALLOWED: Readonly<Record<FilePurpose, readonly string[]>> = {
  attachment: [...IMAGE, ...AUDIO, ...VIDEO, ...TEXT, ...PDF],
  'voicemail-greeting': ['audio/mpeg', 'audio/mp4', 'audio/wav'],
  voicemail: ['audio/mpeg', 'audio/mp4', 'audio/wav'],
  recording: ['audio/mpeg', 'audio/mp4', 'audio/wav'],
};

const MAX_BYTES: Readonly<Record<FilePurpose, number>> = {
  attachment: ATTACHMENT_MAX_BYTES,
  'voicemail-greeting': GREETING_MAX_BYTES,
  voicemail: ATTACHMENT_MAX_BYTES,
  recording: 100 * 1024 * 1024,
};

export function maxBytesFor(purpose: FilePurpose): number {
  return MAX_BYTES[purpose];
}

/** The declared types a file picker should offer (the `accept` attribute). */
export function acceptedTypes(purpose: FilePurpose): string[] {
  const canonical = new Set(ALLOWED[purpose]);
  return [...canonical, ...Object.keys(ALIASES).filter((alias) => canonical.has(ALIASES[alias] ?? ''))];
}

/** A declared type in canonical form ('audio/x-wav' -> 'audio/wav'), parameters and case ignored. */
export function canonicalMimeType(declared: string): string {
  const bare = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return ALIASES[bare] ?? bare;
}

export function isAllowedType(purpose: FilePurpose, declared: string): boolean {
  return ALLOWED[purpose].includes(canonicalMimeType(declared));
}

/** What the server refuses before any byte arrives: too big (413) or a type not allowed (415). */
export function uploadProblem(
  purpose: FilePurpose,
  declaredType: string,
  size: number,
): { status: 413 | 415; message: string } | undefined {
  if (size > maxBytesFor(purpose))
    return { status: 413, message: `File must not be larger than ${formatBytes(maxBytesFor(purpose))}` };
  if (!isAllowedType(purpose, declaredType))
    return { status: 415, message: `File of type ${declaredType || 'unknown'} not supported` };
  return undefined;
}

/** '15 MB', '5MB' style sizes for messages (binary megabytes for the 15 MB limit, decimal for 5,000,000). */
export function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1_000_000 === 0) return `${bytes / 1_000_000}MB`;
  return `${bytes} bytes`;
}

/** Types that are never stored, whatever they are called. */
export const EXECUTABLE = 'application/x-executable';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, text: string, offset = 0) =>
  startsWith(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  );

/** The ISO base media (MP4) family by its major brand: audio-only, QuickTime, HEIF images, else video. */
function isoBrand(bytes: Uint8Array): string {
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'M4P ') return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  if (['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) return 'image/heic';
  return 'video/mp4';
}

/** UTF-8 text without control characters (tab, line breaks and form feed aside) and not a script. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || ascii(bytes, '#!')) return false;
  for (const byte of bytes)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, by their signature; undefined when they match nothing we know. */
export function sniffMimeType(bytes: Uint8Array): string | undefined {
  // Programs first: a Windows or Linux executable, a Mach-O binary, a script with its interpreter line.
  if (ascii(bytes, 'MZ') || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || ascii(bytes, '#!')) return EXECUTABLE;
  if (
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe])
  )
    return EXECUTABLE;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 'GIF87a') || ascii(bytes, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WEBP', 8)) return 'image/webp';
  if (ascii(bytes, 'RIFF') && ascii(bytes, 'WAVE', 8)) return 'audio/wav';
  if (ascii(bytes, 'ftyp', 4)) return isoBrand(bytes);
  if (ascii(bytes, '%PDF-')) return 'application/pdf';
  if (ascii(bytes, 'OggS')) return 'audio/ogg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  // MP3: an ID3 tag, or an MPEG audio frame header (sync bits, and a layer: ADTS AAC has none).
  const [first = 0, second = 0] = bytes;
  if (ascii(bytes, 'ID3') || (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0)) return 'audio/mpeg';
  if (isPlainText(bytes)) return 'text/plain';
  return undefined;
}

/** The MP4 container holds audio or video: a declared m4a may carry a video brand and still be audio. */
const SAME_CONTAINER: Readonly<Record<string, readonly string[]>> = {
  'audio/mp4': ['audio/mp4', 'video/mp4'],
  'video/mp4': ['video/mp4', 'audio/mp4'],
};

/** True when the bytes are what the declared type says, for a type this purpose allows. */
export function bytesMatchDeclared(purpose: FilePurpose, declaredType: string, sniffed: string | undefined): boolean {
  const declared = canonicalMimeType(declaredType);
  if (!sniffed || sniffed === EXECUTABLE || !ALLOWED[purpose].includes(declared)) return false;
  return (SAME_CONTAINER[declared] ?? [declared]).includes(sniffed);
}

/** A file's name as stored: the last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const last =
    name
      .split(/[\\/]/)
      .pop()
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  const cleaned = last === '.' || last === '..' ? '' : last;
  return cleaned.slice(-255);
}
