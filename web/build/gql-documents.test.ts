import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as generated from '../src/gql/graphql';
import { documentExport, generatedDocuments, rewriteDocuments } from './gql-documents';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src') + sep;
const documents = generatedDocuments(readFileSync(`${src}gql/graphql.ts`, 'utf8'));

describe("the build's graphql() rewrite", () => {
  it('names the generated export of a query, a mutation and a fragment', () => {
    expect(documentExport('query Businesses($page: Int) { x }')).toBe('BusinessesDocument');
    expect(documentExport('\n  mutation SaveBusiness { x }')).toBe('SaveBusinessDocument');
    expect(documentExport('fragment BusinessFields on Business { id }')).toBe('BusinessFieldsFragmentDoc');
  });

  it('puts in place of each call exactly the document codegen generated for it', () => {
    const code = readFileSync(`${src}businesses/operations.ts`, 'utf8');
    const rewritten = rewriteDocuments(code, documents)!;
    expect(rewritten).not.toContain('graphql(');
    expect(rewritten).not.toContain("from '../gql'");
    const parsed = [...rewritten.matchAll(/export const (\w+) = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map(
      ([, name, literal]) => [name, JSON.parse(JSON.parse(literal!) as string)] as const,
    );
    expect(parsed.map(([name]) => name)).toContain('BusinessesQuery');
    const byName = new Map(Object.entries(generated));
    for (const [name, document] of parsed) {
      const source = new RegExp(`export const ${name} = graphql\\(\`([^\`]*)\``).exec(code)![1]!;
      expect(document).toEqual(byName.get(documentExport(source)));
    }
  });

  it('understands every graphql() call in the app', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !f.startsWith('gql/') && !f.includes('.test.'),
    );
    const rewritten = files
      .map((f) => rewriteDocuments(readFileSync(`${src}${f}`, 'utf8'), documents))
      .filter((r) => r !== undefined);
    expect(rewritten.length).toBeGreaterThan(10);
  });
});
