/**
 * Precompresses the built web app: a Brotli (.br) and a gzip (.gz) copy beside every text asset
 * over 1 KB, which the BFF serves to browsers that accept them (no compression work per request).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../web/dist/', import.meta.url).pathname;
const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|map)$/;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      const br = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      before += data.length;
      after += br.length;
    }
  }
}
walk(DIST);
console.log(
  `precompressed web/dist: ${(before / 1024).toFixed(0)} KB of text as ${(after / 1024).toFixed(0)} KB of Brotli`,
);
