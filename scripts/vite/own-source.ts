/**
 * Where our own source lives, for the build plugins: the repository root and a test for our
 * browser-side modules (src, ui, domain, sync, workers).
 */
import { fileURLToPath } from 'node:url';

/** An absolute path from the repository root. */
export const fromRoot = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

export const ROOT_PATTERN = fromRoot('./').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Our own modules do nothing when imported but define things (checked: no top-level statements
 * besides declarations, except the entries, which are always kept). Saying so lets the bundler drop
 * a module none of whose exports is used, even when it calls something at the top (an arktype
 * schema, a React context), so a barrel such as `ui/index.ts` or `domain/index.ts` brings in only
 * what the importer uses (issue #13: the docket route's JavaScript). Packages keep their own
 * `sideEffects` declarations; stylesheets keep theirs.
 */
export const OWN_SOURCE = new RegExp(`^${ROOT_PATTERN}(?:src|ui|domain|sync|workers)/.*\\.tsx?$`);
/**
 * arktype and its parts only build their own scope when imported (a registry on globalThis that only
 * they read), but do not say so in their package.json: a module of ours that imports `type` for its
 * schemas kept an `import "arktype"` in the docket's first load even when none of its schemas was
 * used there. Declared free of side effects, it loads only with the forms that use it.
 */
const ARKTYPE = /\/node_modules\/(?:arktype|@ark\/[^/]+|arkregex)\//;
export const ENTRIES = new Set([fromRoot('./src/main.tsx'), fromRoot('./workers/sync.worker.ts')]);
/** The entries run when imported too: the sync worker's polyfilled entry imports the worker (scripts/vite/native-temporal.ts). */
export const treeshake = {
  moduleSideEffects: (id: string) =>
    ENTRIES.has(id) ? true : OWN_SOURCE.test(id) || ARKTYPE.test(id) ? false : undefined,
};
