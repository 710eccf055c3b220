/** Where the committed, generated schema lives: schema.graphql at the repository root. */
import { fileURLToPath } from 'node:url';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
