/** Writes schema.graphql at the repository root (part of `npm run codegen`). */
import { writeFile } from 'node:fs/promises';
import { SCHEMA_FILE } from './print-schema-path.js';
import { printedSchema } from './schema.js';

await writeFile(SCHEMA_FILE, printedSchema());
console.log(`Wrote ${SCHEMA_FILE}`);
