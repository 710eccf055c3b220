/**
 * Compiles the API and the BFF (with the domain rules they import) into JavaScript, with source
 * maps: `api/dist/main.js` and `bff/dist/main.js`, each beside the chunks it imports when it needs
 * them (the service itself, after its configuration has been read). Their npm dependencies stay
 * external and load from node_modules, so production needs no TypeScript loader. The chunks sit in
 * the same folder as `main.js`, so paths a module finds from its own address stay the same.
 */
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

for (const service of ['api', 'bff']) {
  const { dependencies } = JSON.parse(readFileSync(new URL(`../${service}/package.json`, import.meta.url), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => !name.startsWith('@ffc/'));
  // A previous build's chunks would otherwise stay beside the new ones.
  rmSync(`${service}/dist`, { recursive: true, force: true });
  await build({
    entryPoints: [`${service}/src/main.ts`],
    outdir: `${service}/dist`,
    splitting: true,
    chunkNames: 'chunk-[hash]',
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
