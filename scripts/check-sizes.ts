// `node scripts/check-sizes.ts`: the engine's source files over 450 lines and functions over 150 lines (issue 23,
// "Rooms a newcomer can read"). packages/engine/test/sizes.test.ts holds the rule and its allowlist.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Node, SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

export const MAX_FILE_LINES = 450;
export const MAX_FUNCTION_LINES = 150;

const root = fileURLToPath(new URL('..', import.meta.url));

const FUNCTION_KINDS = new Set<SyntaxKind>([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

export interface Oversized {
  /** Path from the repository root. */
  file: string;
  lines: number;
  /** The function's name (or `<anonymous>`) and first line; absent for a whole file. */
  fn?: { name: string; line: number };
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !/\.test(-helper)?\.ts$/.test(e.name) ? [path] : [];
  });

/** The name a function is known by: its own, else the variable, property or method it is assigned to. */
const nameOf = (node: Node): string => {
  const own = (node as { name?: Node }).name;
  if (own) return own.getText();
  const parent = node.parent as (Node & { name?: Node }) | undefined;
  if (
    parent?.name &&
    (parent.kind === SyntaxKind.VariableDeclaration || parent.kind === SyntaxKind.PropertyAssignment)
  )
    return parent.name.getText();
  if (parent?.kind === SyntaxKind.CallExpression) return `${nameOf(parent)} (argument)`;
  return '<anonymous>';
};

/** Files over MAX_FILE_LINES and functions over MAX_FUNCTION_LINES under `dir` (a folder of the repository). */
export const measureSizes = (dir = 'packages/engine/src'): Oversized[] => {
  const files = sourceFiles(join(root, dir));
  const found: Oversized[] = [];
  const api = new API({ cwd: root });
  try {
    const project = api
      .updateSnapshot({ openProjects: ['packages/engine/tsconfig.json'] })
      .getProjects()
      .find((p) => p.configFileName.endsWith('packages/engine/tsconfig.json'));
    if (!project) throw new Error('packages/engine/tsconfig.json did not open');
    for (const path of files) {
      const file = relative(root, path);
      const lines = readFileSync(path, 'utf8').split('\n').length - 1;
      if (lines > MAX_FILE_LINES) found.push({ file, lines });
      const sourceFile = project.program.getSourceFile(path);
      if (!sourceFile) throw new Error(`${file} is not in the engine's program`);
      const lineOf = (pos: number) => sourceFile.getLineAndCharacterOfPosition(pos).line + 1;
      const visit = (node: Node): void => {
        if (FUNCTION_KINDS.has(node.kind)) {
          const line = lineOf(node.getStart(sourceFile));
          const span = lineOf(node.end) - line + 1;
          if (span > MAX_FUNCTION_LINES) found.push({ file, lines: span, fn: { name: nameOf(node), line } });
        }
        node.forEachChild(visit);
      };
      sourceFile.forEachChild(visit);
    }
  } finally {
    api.close();
  }
  return found;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const o of measureSizes(process.argv[2]))
    console.log(`${o.lines}\t${o.file}${o.fn ? `:${o.fn.line} ${o.fn.name}()` : ''}`);
}
