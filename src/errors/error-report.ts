import { ApiError } from '../api/index.ts';

/**
 * The text a user pastes into the support channel (spec part 1 section 8): path, code,
 * userMessage, timestamp, errors and the page link for an API error; name and message otherwise.
 * No token or request body: only what the error already carries.
 */
export function errorReport(error: unknown, link: string, now: Date): string {
  if (error instanceof ApiError) {
    const { path, statusCode, userMessage, timestamp, errors, message } = error.body;
    return JSON.stringify({ path, code: statusCode, message, userMessage, timestamp, errors, link }, null, 2);
  }
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return JSON.stringify({ name, message, timestamp: now.toISOString(), link }, null, 2);
}

/** Copies with the Clipboard API, falling back to a hidden textarea where it is unavailable. */
export async function copyTextToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused (e.g. an unfocused page): try the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copying to the clipboard is not available');
}
