/** Starts the server with the environment's configuration; seeds the demo organisation on first run. */
import { ConfigurationError, loadConfig, type ServerConfig } from './config.ts';
import { createServer, UnsafeConfigurationError } from './app.ts';
import { startServer } from './start-banner.ts';

// A setting the server cannot start with is said in one line, without a stack.
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const server = await createServer(config).catch((error: unknown) => {
  if (!(error instanceof UnsafeConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
});
// The banner (and, in demo mode only, the demo's consent links) goes to this terminal, never to the log.
await startServer(server, config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
