import { spawn } from 'node:child_process';

// Development: the API on 3001 (restarted on change) behind Vite's dev server on 3000, which proxies
// /api, /v1, /webhooks and /healthz to it, so the browser sees one origin as in production.
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', HOST: '127.0.0.1', PUBLIC_URL: publicUrl },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '3000', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: 'http://127.0.0.1:3001' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
