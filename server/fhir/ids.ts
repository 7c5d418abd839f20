/**
 * Stable resource ids: a resource made from one of our rows takes the row's id (a UUID, a valid
 * FHIR id), so an export made tomorrow names the same resources; one made from several rows (a
 * member's consent goal: the member and the term) takes a name-based UUID of their ids (RFC 9562
 * version 5), the same every time.
 */
import { createHash } from 'node:crypto';
import type { Reference, RecordResourceType } from './types.ts';

export function stableId(...parts: readonly string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export const referenceTo = (type: RecordResourceType, id: string, display?: string): Reference =>
  display ? { reference: `${type}/${id}`, display } : { reference: `${type}/${id}` };

/** A FHIR instant (date, time and zone). */
export const instant = (date: Date) => date.toISOString();
