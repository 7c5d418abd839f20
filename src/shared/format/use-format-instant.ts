/**
 * Times in the acting user's zone (their profile's, or the browser's when the profile names no
 * real zone), in the reader's language: the one way a screen shows an instant.
 *
 * @example
 *   const formatInstant = useFormatInstant();
 *   formatInstant(row.createdAt, 'dateTime') // 'Dec 2, 2026, 3:25 PM' where the guide works
 */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatInstant, type InstantStyle } from './date-time.ts';
import { resolveTimeZone } from '../time/days.ts';
import { useActingUser } from '../../services/use-acting-user.ts';

export function useFormatInstant(): (at: string | number | Date, style: InstantStyle) => string {
  const { i18n } = useLingui();
  const timeZone = resolveTimeZone(useActingUser().timeZone);
  return useCallback((at, style) => formatInstant(at, style, timeZone, i18n.locale), [timeZone, i18n.locale]);
}
