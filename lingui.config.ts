/**
 * Two catalogs, one per front end, so the consent site's bundle never carries the portal's strings.
 * Catalogs are .po files imported through @lingui/vite-plugin (never compiled CommonJS).
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src', '<rootDir>/ui'] },
    { path: '<rootDir>/consent/locales/{locale}', include: ['<rootDir>/consent'] },
  ],
});
