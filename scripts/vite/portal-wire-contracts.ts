import type { Plugin } from 'vite';
import { fromRoot, ROOT_PATTERN } from './own-source.ts';

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
export function portalWireContracts(): Plugin {
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
      const { OPERATIONS } = await import('../../domain/contracts/index.ts');
      const wire = Object.fromEntries(Object.entries(OPERATIONS).map(([name, { method, path }]) => [name, { method, path }]));
      return `export const OPERATIONS = ${JSON.stringify(wire)};\n`;
    },
  };
}

