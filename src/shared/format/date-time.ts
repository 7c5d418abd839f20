/**
 * Intl formatters are costly to build (a millisecond or more each with a time zone) and rows are
 * rendered on every live update: build each (locale, zone, style) once and reuse it.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** The calendar day (yyyy-MM-dd) of an instant in a zone, without building a zoned date-time. */
export function isoDayIn(epochMs: number, timeZone: string): string {
  // en-CA formats dates as yyyy-MM-dd.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(epochMs),
  );
}
