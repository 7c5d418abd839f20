/**
 * The voicemail greeting's upload states (spec part 1 sections 4 and 8): idle, uploading,
 * processing, success, error, unsupported; success and error go back to idle after 3 s. Pure.
 */
import { GREETING_MAX_BYTES, isAllowedType } from '../../domain/index.ts';

export type GreetingState = 'idle' | 'uploading' | 'processing' | 'success' | 'error' | 'unsupported';

/** Part 1 section 9: the upload status resets after 3 s. */
export const STATUS_RESET_MS = 3000;

/** Why a chosen file cannot be a greeting: the type (mpeg, m4a, wav), then the size (5,000,000 bytes). */
export function greetingProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!isAllowedType('voicemail-greeting', file.type)) return 'type';
  return file.size > GREETING_MAX_BYTES ? 'size' : null;
}

export const GREETING_ACCEPT =
  'audio/mpeg,audio/mp3,audio/mp4,audio/x-m4a,audio/m4a,audio/wav,audio/x-wav,.mp3,.m4a,.wav';
