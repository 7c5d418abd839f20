/** Replaced at build time by vite.config.ts (`define`); absent under Vitest, which does not load it. */
declare const __BUILD_TIME__: string;
declare const __BUILD_REVISION__: string;

export interface BuildStamp {
  time: string;
  revision: string;
}

/** When and from which commit this bundle was built. */
export const FRONTEND_BUILD: BuildStamp = {
  time: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : 'development',
  revision: typeof __BUILD_REVISION__ === 'string' ? __BUILD_REVISION__ : 'development',
};

/** The text "Copy all" puts on the clipboard, for a support request. */
export function buildInfoReport(frontend: BuildStamp, server: BuildStamp): string {
  return [`Frontend: ${frontend.time} (${frontend.revision})`, `Server: ${server.time} (${server.revision})`].join(
    '\n',
  );
}
