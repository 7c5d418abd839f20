/**
 * Entry of the public consent site: its own bundle (React, Lingui and this folder only; never the
 * portal, the sync engine, tiptap or deck.gl, which .dependency-cruiser.cjs enforces). Its styles
 * are inlined into index.html, and index.html has already asked the API for the page's data.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { App } from './App.tsx';
import { activateLanguage, startingLanguage } from './language.ts';

// The build inlines the styles into index.html; in development they also load as a module, so that
// Tailwind's hot reload reaches a class added while editing.
if (import.meta.env.DEV) void import('./styles.css');

activateLanguage(startingLanguage());

const rootElement = document.getElementById('root');
if (rootElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
