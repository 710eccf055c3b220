/**
 * `npm run web-bytes` (after `npm run build`): the JavaScript each screen downloads, gzipped, from
 * the build's manifest (tests/support/web-bytes.ts). Chunks loaded only on demand (the map, the
 * photo uploader) are listed on their own.
 */
import { webBytes } from '../tests/support/web-bytes.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const { screens, onDemand } = webBytes();
console.log('JS downloaded before the screen shows (gzipped, level 9):');
for (const { name, bytes, files } of screens)
  console.log(`  ${name.padEnd(20)} ${kb(bytes).padStart(9)}  (${files} files)`);
for (const { name, bytes } of onDemand)
  console.log(`  on demand: ${name.padEnd(26)} ${kb(bytes).padStart(9)}  (what /businesses has not loaded already)`);
