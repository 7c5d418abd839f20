/**
 * `npm run dev`: the Vite dev server (hot reload, proxying /api, /oidc and /socket.io) and the API
 * server restarted on change. The portal is opened on Vite's port, so that is the public URL.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}` };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(bin('vite'), ['--port', vitePort, '--strictPort'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
children.forEach((child) =>
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
