/**
 * The browser build's contracts and entity definitions without their schemas.
 *
 * The portal and its sync worker call the API by contract and store rows by entity kind, but what
 * they read of a contract is its method, path and paging (`lists`, `one`, `keyset`), and of an
 * entity its kind, socket events, audience and embedded fields. The arktype schemas are for the
 * server, which validates every request with them, and for the forms, which load with their
 * dialogs. `OPERATIONS` and `ENTITIES` name every contract and entity, so one `OPERATIONS.hierarchy`
 * or one `ENTITIES[kind].embeds` used to bring all 151 contracts, every entity schema and arktype
 * (about 80 kB gzip) into the docket's first load.
 *
 * In a build, `domain/contracts/index.ts` and `domain/entities/index.ts` are compiled with their
 * registries replaced by that wire form, read here from the real modules (one source of paths and
 * events); every other export, and every type, is unchanged. The consent site imports neither.
 * Tests and the dev server run the real modules; the server never goes through Vite.
 */
import type { Plugin } from 'vite';
import { fromRoot } from './own-source.ts';

const CONTRACTS = fromRoot('./domain/contracts/index.ts');
const ENTITIES = fromRoot('./domain/entities/index.ts');

/** What the browser reads of an operation (`wireRequest`, the page loader). */
const OPERATION_FIELDS = ['method', 'path', 'lists', 'one', 'keyset'] as const;
/** What the browser reads of an entity definition (the store's collections and normalizer). */
const ENTITY_FIELDS = ['kind', 'events', 'audience', 'embeds'] as const;

/**
 * An object literal of the fields kept. Functions (a list's `keyset`) are written out as their
 * source: they are pure arrows over the last row, closing over nothing.
 */
function literal(value: Record<string, unknown>, fields: readonly string[]): string {
  const parts = fields
    .filter((field) => value[field] !== undefined)
    .map((field) => {
      const kept = value[field];
      return `${JSON.stringify(field)}: ${typeof kept === 'function' ? `(${String(kept)})` : JSON.stringify(kept)}`;
    });
  return `{ ${parts.join(', ')} }`;
}

async function wireOperations(code: string): Promise<string> {
  const { OPERATIONS } = await import('../../domain/contracts/index.ts');
  const entries = Object.entries(OPERATIONS).map(
    ([name, operation]) =>
      `  ${JSON.stringify(name)}: ${literal(operation as unknown as Record<string, unknown>, OPERATION_FIELDS)},`,
  );
  const withoutModules = code.replace(/^import \* as \w+ from '\.\/[\w-]+\.ts';\n/gm, '');
  const replaced = withoutModules.replace(
    /^export const OPERATIONS = \{[^}]*\} as const;$/m,
    `export const OPERATIONS = {\n${entries.join('\n')}\n} as const;`,
  );
  if (replaced === withoutModules)
    throw new Error(`${CONTRACTS}: the OPERATIONS object changed shape; update scripts/vite/wire-contracts.ts`);
  return replaced;
}

async function wireEntities(code: string): Promise<string> {
  const { ENTITIES: real } = await import('../../domain/entities/index.ts');
  const entries = Object.entries(real).map(
    ([kind, definition]) =>
      `  ${JSON.stringify(kind)}: ${literal(definition as unknown as Record<string, unknown>, ENTITY_FIELDS)},`,
  );
  // The definitions' modules and the registry's gatherer go (value imports only: `import type` lines stay).
  const withoutModules = code
    .replace(/^import \* as \w+ from '\.{1,2}\/[\w-]+\.ts';\n/gm, '')
    .replace(/^import \{ entitiesIn \} from '\.\/define\.ts';\n/m, '');
  const replaced = withoutModules.replace(
    /^export const ENTITIES = \{[^}]*\};$/m,
    `export const ENTITIES = {\n${entries.join('\n')}\n} as const;`,
  );
  if (replaced === withoutModules || /\bentitiesIn\b/.test(replaced))
    throw new Error(`${ENTITIES}: the ENTITIES object changed shape; update scripts/vite/wire-contracts.ts`);
  return replaced;
}

export function wireContracts(): Plugin {
  return {
    name: 'wire-contracts',
    apply: 'build',
    // Sees the TypeScript source, before the other transforms.
    enforce: 'pre',
    async transform(code, id) {
      if (id === CONTRACTS) return { code: await wireOperations(code), map: null };
      if (id === ENTITIES) return { code: await wireEntities(code), map: null };
      return null;
    },
  };
}
