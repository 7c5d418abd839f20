// A .po catalog imported through @lingui/vite-plugin (portal and consent site alike).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
