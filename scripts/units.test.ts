/**
 * The production code stays in units a newcomer can read: no file over 500 lines and no function
 * over 120 (docs/STYLE.md), in every workspace's source; tests and generated files aside.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILE_LINES_MAX = 500;
const FUNCTION_LINES_MAX = 120;

/** Every production source file the repository tracks, by its path from the root. */
const SOURCES = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^(api|bff|web|domain|server-kit)\/src\//.test(file))
  .filter((file) => !/\.test\.tsx?$|\.d\.ts$|\/generated\/|^web\/src\/gql\//.test(file));

/** The function's name as a reader finds it: its own, or what it is assigned or passed to. */
function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `an argument of ${parent.expression.getText().slice(0, 40)}`;
  return 'a function';
}

/** Each function of `file` longer than the limit, as `file:line name (lines)`. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (lines > FUNCTION_LINES_MAX) found.push(`${file}:${lineOf(node.getStart())} ${nameOf(node)} (${lines})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the production code', () => {
  it(`keeps every file to ${FILE_LINES_MAX} lines and every function to ${FUNCTION_LINES_MAX}`, () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    const long: string[] = [];
    for (const file of SOURCES) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const lines = text.split('\n').length;
      if (lines > FILE_LINES_MAX) long.push(`${file} (${lines} lines)`);
      long.push(...longFunctions(file, text));
    }
    expect(long).toEqual([]);
  });
});
