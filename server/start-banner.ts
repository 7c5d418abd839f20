/**
 * What `npm start` does once the server is built: seed a first run, listen, and greet the operator.
 *
 * The greeting goes to the operator's terminal (a plain write to stdout), never through the
 * logger: log lines are shipped and kept where many can read them, and a consent link's key is the
 * only credential that opens a member's consent forms. The demo's live consent links are printed
 * in demo mode only: production mode (even a staging copy that seeds the demo accounts) prints none.
 */
import type { Server } from './app.ts';
import { DEMO_PASSWORD } from './auth/embedded-oidc/provider.ts';
import { deploymentProblems, type ServerConfig } from './config.ts';
import { describeConsentDemo } from './consent/seed-consent.ts';
import type { SeedSummary } from './seed/generate.ts';
import { DEMO_ACCOUNTS } from './seed/fixtures.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

/** A line on the operator's terminal. */
export type Terminal = (line: string) => void;

const stdoutTerminal: Terminal = (line) => void process.stdout.write(`${line}\n`);

/** The lines the operator sees once the server listens at `base`. */
export function startBanner(config: ServerConfig, base: string, seeded: SeedSummary | undefined): string[] {
  const lines = ['', `Care Portal is running at ${base}/`, `Consent site: ${base}/consent/`];
  if (!config.oidc.issuer) {
    lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) lines.push(`  ${name.padEnd(11)} ${account.email}`);
  }
  // Once, right after seeding, and only for the demo: anyone reading them could answer for a member.
  if (seeded && config.deploymentMode === 'demo') lines.push(...describeConsentDemo(seeded.consent));
  return lines;
}

/** Warns about the configuration, seeds an empty database, listens, and prints the banner; answers the bound port. */
export async function startServer(
  server: Server,
  config: ServerConfig,
  terminal: Terminal = stdoutTerminal,
): Promise<number> {
  for (const warning of deploymentProblems(config).warnings) server.app.log.warn(warning);
  // Seeding's progress lines carry counts only; its consent links come back in the summary.
  const seeded = await seedIfEmpty(
    server.database.db,
    config.seedMembersOnEmpty,
    (line) => server.app.log.info(line),
    config.publicUrl,
  );
  const port = await server.listen();
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  for (const line of startBanner(config, base, seeded)) terminal(line);
  return port;
}
