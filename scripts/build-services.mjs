/**
 * Compiles the API and the BFF (with the domain rules they import) into one JavaScript file each,
 * `api/dist/main.js` and `bff/dist/main.js`, with source maps. Their npm dependencies stay
 * external and load from node_modules, so production needs no TypeScript loader.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

for (const service of ['api', 'bff']) {
  const { dependencies } = JSON.parse(readFileSync(new URL(`../${service}/package.json`, import.meta.url), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => !name.startsWith('@ffc/'));
  await build({
    entryPoints: [`${service}/src/main.ts`],
    outfile: `${service}/dist/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    // Some dependencies are CommonJS and call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  console.log(`built ${service}/dist/main.js`);
}
