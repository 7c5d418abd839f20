import { describe, expect, it } from 'vitest';
import {
  acceptedTypes,
  bytesMatchDeclared,
  cleanFileName,
  EXECUTABLE,
  formatBytes,
  GREETING_MAX_BYTES,
  sniffMimeType,
  uploadProblem,
} from './files.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffMimeType: what the first bytes say', () => {
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['gif', bytes('GIF89a', 1, 0), 'image/gif'],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['wav', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), 'audio/wav'],
    ['m4a', bytes(0, 0, 0, 0x20, 'ftypM4A ', 0, 0, 0, 0), 'audio/mp4'],
    ['mp4', bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 0, 0), 'video/mp4'],
    ['mov', bytes(0, 0, 0, 0x14, 'ftypqt  ', 0, 0, 0, 0), 'video/quicktime'],
    ['mp3 with ID3', bytes('ID3', 4, 0, 0), 'audio/mpeg'],
    ['mp3 frame', bytes(0xff, 0xfb, 0x90, 0x64), 'audio/mpeg'],
    ['pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['text', new TextEncoder().encode('Hello, café\n'), 'text/plain'],
  ])('%s', (_name, input, expected) => {
    expect(sniffMimeType(input)).toBe(expected);
  });

  it('knows programs whatever they are called: Windows, Linux, scripts', () => {
    expect(sniffMimeType(bytes('MZ', 0x90, 0))).toBe(EXECUTABLE);
    expect(sniffMimeType(bytes(0x7f, 'ELF', 2, 1))).toBe(EXECUTABLE);
    expect(sniffMimeType(new TextEncoder().encode('#!/bin/sh\nrm -rf /\n'))).toBe(EXECUTABLE);
  });

  it('answers nothing for bytes it cannot place (binary noise, AAC without a layer)', () => {
    expect(sniffMimeType(bytes(0, 1, 2, 3, 4))).toBeUndefined();
    expect(sniffMimeType(bytes(0xff, 0xf1, 0x50, 0x80))).toBeUndefined();
  });
});

describe('bytesMatchDeclared', () => {
  it('refuses an executable sent as an image, and an image sent as a PDF', () => {
    expect(bytesMatchDeclared('attachment', 'image/png', EXECUTABLE)).toBe(false);
    expect(bytesMatchDeclared('attachment', 'application/pdf', 'image/png')).toBe(false);
  });
  it('takes aliases and the MP4 container either way', () => {
    expect(bytesMatchDeclared('voicemail-greeting', 'audio/x-m4a', 'video/mp4')).toBe(true);
    expect(bytesMatchDeclared('attachment', 'image/jpg', 'image/jpeg')).toBe(true);
    expect(bytesMatchDeclared('voicemail-greeting', 'audio/x-wav', 'audio/wav')).toBe(true);
  });
  it('allows a greeting only in mpeg, m4a or wav', () => {
    expect(bytesMatchDeclared('voicemail-greeting', 'audio/ogg', 'audio/ogg')).toBe(false);
    expect(acceptedTypes('voicemail-greeting')).toEqual(
      expect.arrayContaining(['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/x-m4a']),
    );
  });
});

describe('uploadProblem: the spec’s limits and words', () => {
  it('answers 413 over the limit and 415 for a type not allowed', () => {
    expect(uploadProblem('attachment', 'image/png', 15 * 1024 * 1024 + 1)).toEqual({
      status: 413,
      message: 'File must not be larger than 15 MB',
    });
    expect(uploadProblem('attachment', 'image/png', 15 * 1024 * 1024)).toBeUndefined();
    expect(uploadProblem('attachment', 'application/x-msdownload', 10)).toEqual({
      status: 415,
      message: 'File of type application/x-msdownload not supported',
    });
    expect(uploadProblem('voicemail-greeting', 'audio/wav', GREETING_MAX_BYTES + 1)?.status).toBe(413);
    expect(formatBytes(GREETING_MAX_BYTES)).toBe('5MB');
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(cleanFileName('..')).toBe('');
  });
});
