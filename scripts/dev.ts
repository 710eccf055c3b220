/**
 * `npm run dev`: the API and the BFF from TypeScript with restart on change, plus Vite's dev server with hot reload
 * proxying /graphql to the BFF.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/main.ts'], { stdio: 'inherit', env: { ...process.env } }),
  spawn('npx', ['tsx', 'watch', 'bff/src/main.ts'], { stdio: 'inherit', env: { ...process.env } }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', 'web'], { stdio: 'inherit', env: { ...process.env } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
