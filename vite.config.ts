/**
 * Builds the staff portal (index.html) and the public consent site (consent/index.html) into dist/,
 * which the server serves (server/http/static-sites.ts). In development the API, the embedded
 * identity provider and socket.io are proxied to the server on :8080 so the app stays same-origin.
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';

const apiServer = 'http://localhost:8080';
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Our own modules do nothing when imported but define things (checked: no top-level statements
 * besides declarations, except the entries, which are always kept). Saying so lets the bundler drop
 * a module none of whose exports is used, even when it calls something at the top (an arktype
 * schema, a React context), so a barrel such as `ui/index.ts` or `domain/index.ts` brings in only
 * what the importer uses (issue #13: the docket route's JavaScript). Packages keep their own
 * `sideEffects` declarations; stylesheets keep theirs.
 */
const ROOT_PATTERN = fromRoot('./').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OWN_SOURCE = new RegExp(`^${ROOT_PATTERN}(?:src|ui|domain|sync|workers)/.*\\.tsx?$`);
const treeshake = { moduleSideEffects: (id: string) => (OWN_SOURCE.test(id) ? false : undefined) };
const ENTRIES = new Set([fromRoot('./src/main.tsx'), fromRoot('./workers/sync.worker.ts')]);

/** The parts of an ESTree node this plugin reads. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** An initializer that runs nothing: keeping or dropping it needs no annotation. */
function inert(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0;
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((element) => element === null || inert(element));
    case 'ObjectExpression':
      return (node.properties as Node[]).every((property) => property.type === 'Property' && !property.computed && inert(property.value as Node));
    default:
      return false;
  }
}

/**
 * Module-level definitions in our code (an arktype schema, `OPERATIONS`, a React context) are calls,
 * so the bundler keeps every one of a module as soon as anything of it is used: `needStatus` from
 * domain/needs.ts brought all of that file's schemas and arktype into the docket's first load.
 * They have no effect but their value (checked: no module-level statement does anything else), so
 * each `const X = <call>` is wrapped as `/* @__PURE__ *\/ (() => <call>)()`, which runs the same,
 * at the same moment, and lets the bundler drop X when nothing uses it.
 */
function pureDefinitions(): Plugin {
  return {
    name: 'pure-definitions',
    apply: 'build',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || ENTRIES.has(id) || /\.test\.tsx?$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const wraps: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && !inert(init) && !code.slice(init.start, init.end).includes('await')) wraps.push(init);
        }
      }
      if (wraps.length === 0) return null;
      let out = '';
      let at = 0;
      for (const init of wraps) {
        out += `${code.slice(at, init.start)}/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`;
        at = init.end;
      }
      // Text is only added within lines; the columns after an insertion shift, the lines do not.
      return { code: out + code.slice(at), map: null };
    },
  };
}

const PORTAL_CODE = new RegExp(`^${ROOT_PATTERN}(?:src|ui)/`);
const PORTAL_DOMAIN = '\0portal-domain';
const PORTAL_CONTRACTS = '\0portal-contracts';
const WIRE_OPERATIONS = '\0portal-wire-operations';

/**
 * The portal's own code (src/, ui/) calls the API by contract, but all it reads of a contract is its
 * method and path (`wireRequest`); the schemas are for the server and the sync worker, which
 * validate. `OPERATIONS` names every contract, so one `OPERATIONS.hierarchy` on the main thread used
 * to bring every contract, its schemas and arktype (about 70 kB gzip) into the docket's first load.
 * In a build, the portal's imports of `domain/index.ts` and `domain/contracts/index.ts` get the
 * same modules with `OPERATIONS` replaced by its wire form, read from the real contracts here (one
 * source of paths); the types are unchanged. The worker, the sync engine and the consent site keep
 * the real contracts (their imports come from sync/, workers/, consent/).
 */
function portalWireContracts(): Plugin {
  const real: Record<string, string> = { [PORTAL_DOMAIN]: fromRoot('./domain/index.ts'), [PORTAL_CONTRACTS]: fromRoot('./domain/contracts/index.ts') };
  return {
    name: 'portal-wire-contracts',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === WIRE_OPERATIONS) return source;
      if (!importer || !PORTAL_CODE.test(importer) || !/\/domain\/(?:contracts\/)?index\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return Object.entries(real).find(([, file]) => file === resolved?.id)?.[0] ?? null;
    },
    async load(id) {
      // An explicit export wins over `export *`: the importer sees every other export unchanged.
      if (id in real) return `export * from ${JSON.stringify(real[id])};\nexport { OPERATIONS } from ${JSON.stringify(WIRE_OPERATIONS)};\n`;
      if (id !== WIRE_OPERATIONS) return null;
      const { OPERATIONS } = await import('./domain/contracts/index.ts');
      const wire = Object.fromEntries(Object.entries(OPERATIONS).map(([name, { method, path }]) => [name, { method, path }]));
      return `export const OPERATIONS = ${JSON.stringify(wire)};\n`;
    },
  };
}

const SYNC_WORKER = fromRoot('./workers/sync.worker.ts');
const SYNC_WORKER_CALLER = fromRoot('./src/data/worker-remote.ts');
const SYNC_WORKER_URL = "new URL('../../workers/sync.worker.ts', import.meta.url)";

/**
 * The sync worker is built as one more entry of the portal's own build, not as a separate worker
 * bundle (Vite's default), so the code both threads run (temporal-polyfill, arktype, the domain
 * rules, comlink) sits in chunks they share: the browser downloads each once (assets are immutable
 * and cached) instead of once inside the worker's file and once in the page's. The worker is a
 * module worker (`type: 'module'`), so it can import those chunks.
 */
function syncWorkerSharesChunks(): Plugin {
  return {
    name: 'sync-worker-shares-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id !== SYNC_WORKER_CALLER) return null;
      if (!code.includes(SYNC_WORKER_URL)) this.error(`${id} no longer starts the worker with ${SYNC_WORKER_URL}; update vite.config.ts`);
      const reference = this.emitFile({ type: 'chunk', id: SYNC_WORKER, name: 'sync.worker' });
      return { code: code.replace(SYNC_WORKER_URL, `new URL(import.meta.ROLLUP_FILE_URL_${reference}, import.meta.url)`), map: null };
    },
  };
}

/** The frontend's build stamp for the Build info dialog: from the environment (CI), else git, else 'unknown'. */
function buildRevision(): string {
  if (process.env.BUILD_REVISION) return process.env.BUILD_REVISION;
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

export default defineConfig(({ command }) => ({
  define: {
    __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()),
    __BUILD_REVISION__: JSON.stringify(buildRevision()),
  },
  plugins: [
    react(),
    // plugin-react 6 has no `babel` option: the Lingui macros must be compiled by @rolldown/plugin-babel.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A release must not ship an untranslated string: the build fails when the Spanish catalog
    // lacks one ('catalog' checks before the English fallback would hide the gap).
    lingui({ failOnMissing: command === 'build' ? 'catalog' : false, failOnCompileError: true }),
    tailwindcss(),
    portalWireContracts(),
    pureDefinitions(),
    syncWorkerSharesChunks(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      treeshake,
      input: {
        portal: fromRoot('./index.html'),
        consent: fromRoot('./consent/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/oidc': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
