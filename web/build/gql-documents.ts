/**
 * A build step in place of graphql-codegen's babel plugin: each `graphql(`…`)` call in web/src
 * becomes, in place, the document codegen generated for it (`BusinessesDocument`,
 * `BusinessFieldsFragmentDoc` in src/gql/graphql.ts), as a JSON.parse of its text. Without it every
 * screen that runs a query loads codegen's map of all the app's documents (about 190 KB of object
 * literals to parse); with it a document travels in the chunk of the module that declares it.
 * Types are unchanged: TypeScript still sees `graphql()` and its overloads.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCES = join(dirname(fileURLToPath(import.meta.url)), '..', 'src') + sep;
const GENERATED = join(SOURCES, 'gql', 'graphql.ts');
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const IMPORT = /^import \{ graphql \} from '\.\.?\/gql';\n/m;
const GENERATED_DOCUMENT = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

/** The generated export for a document's source: its first definition's name and kind. */
export function documentExport(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`A graphql() document without a named definition: ${source.trim().slice(0, 80)}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Each generated document's JSON text, by export name. */
export function generatedDocuments(generated: string): Map<string, string> {
  return new Map([...generated.matchAll(GENERATED_DOCUMENT)].map((m) => [m[1]!, m[2]!]));
}

/** Rewrites one module's `graphql()` calls, or returns undefined when it has none. */
export function rewriteDocuments(code: string, documents: ReadonlyMap<string, string>): string | undefined {
  if (!code.includes('graphql(`')) return undefined;
  const body = code.replace(CALL, (_, source: string) => {
    const name = documentExport(source);
    const json = documents.get(name);
    if (json === undefined) throw new Error(`${name} is not in src/gql/graphql.ts: run npm run codegen`);
    return `JSON.parse(${JSON.stringify(json)})`;
  });
  if (!IMPORT.test(body) || body.includes('graphql(`'))
    throw new Error('A graphql() call the document rewrite does not understand');
  return body.replace(IMPORT, '');
}

export function gqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'ffc-gql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(readFileSync(GENERATED, 'utf8'));
    },
    transform(code, id) {
      if (!id.startsWith(SOURCES) || id.startsWith(`${SOURCES}gql/`) || !/\.tsx?$/.test(id) || !documents)
        return undefined;
      const rewritten = rewriteDocuments(code, documents);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
