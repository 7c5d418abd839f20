/** Starts the server with the environment's configuration; seeds the demo organisation on first run. */
import { deploymentProblems, loadConfig } from './config.ts';
import { createServer, UnsafeConfigurationError } from './app.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

const config = loadConfig();
const server = await createServer(config).catch((error: unknown) => {
  if (!(error instanceof UnsafeConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
});
for (const warning of deploymentProblems(config).warnings) server.app.log.warn(warning);
const seeded = await seedIfEmpty(server.database.db, config.seedMembersOnEmpty, (line) => server.app.log.info(line), config.publicUrl);
const port = await server.listen();

const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
console.log(`\nCare Portal is running at ${base}/`);
console.log(`Consent site: ${base}/consent/`);
if (!config.oidc.issuer) {
  const { DEMO_ACCOUNTS } = await import('./seed/fixtures.ts');
  const { DEMO_PASSWORD } = await import('./auth/embedded-oidc/provider.ts');
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${name.padEnd(11)} ${account.email}`);
}
if (seeded) {
  // On the operator's terminal only, once, right after seeding: link keys never go to the log.
  const { describeConsentDemo } = await import('./consent/seed-consent.ts');
  for (const line of describeConsentDemo(seeded.consent)) console.log(line);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
