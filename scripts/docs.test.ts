/**
 * The README and the documents in docs/ say only what works: every `npm run` command they name is a
 * script of package.json, every relative link leads to a file (and heading) that exists, every
 * repository path the architecture names is there, and the README stays a newcomer's five minutes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The README and every Markdown document of docs/, by their path from the root. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const SCRIPTS: Record<string, string> = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
  .scripts;
/** The longest README a newcomer reads in five minutes. */
const README_LINES_MAX = 250;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    read(file)
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

describe('the README and docs/', () => {
  it(`keep the README to at most ${README_LINES_MAX} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_LINES_MAX);
  });

  it('name only npm scripts that package.json has', () => {
    const missing = DOCUMENTS.flatMap((file) =>
      [...read(file).matchAll(/npm run ([\w:-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !(name in SCRIPTS))
        .map((name) => `${file}: npm run ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of DOCUMENTS) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [where = '', anchor] = target!.split('#');
        const linked = where === '' ? file : path.join(path.dirname(file), where);
        if (!existsSync(path.join(ROOT, linked))) broken.push(`${file}: ${target}`);
        else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only repository paths that exist in the architecture', () => {
    const named = [
      ...read('docs/ARCHITECTURE.md').matchAll(/`((?:api|bff|web|domain|server-kit|tests|scripts)\/[\w./-]+)`/g),
    ]
      .map((m) => m[1]!)
      // A pattern stands for many files (`api/migrations/NNN_….sql`, `bff/src/<kind>/schema.ts`).
      .filter((named) => !/[<{*…]|NNN/.test(named));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((named) => !existsSync(path.join(ROOT, named.replace(/[.,:;]$/, ''))))).toEqual([]);
  });
});
