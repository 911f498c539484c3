/**
 * Keeps the layers visible: a workspace reaches another only through that package's name and
 * `exports` (`@flo/contract`, `@flo/api/testing`, …), never by a relative path into its folder,
 * so every package can be built, packed and read on its own. The walk reads import and export
 * specifiers with TypeScript's own scanner (strings and comments are never taken for imports).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx']);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

/** The workspace folder a repository path lies in, or '.' for the root's own files. */
function workspaceOf(root: string, workspaces: string[], path: string): string {
  const rel = relative(root, path).split(sep).join('/');
  return workspaces.find((ws) => rel.startsWith(`${ws}/`)) ?? '.';
}

/** Every module specifier of a file: imports, re-exports and dynamic `import('…')`. */
function specifiersOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((ref) => ref.fileName);
}

/** `file → target` for each relative specifier of a workspace of `root` landing in another. */
function crossWorkspaceImports(root: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.flatMap((ws) =>
    codeFiles(join(root, ws)).flatMap((file) =>
      specifiersOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => workspaceOf(root, workspaces, target) !== ws)
        .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
    ),
  );
}

describe('imports between workspaces', () => {
  it('go through package names, never a relative path into another workspace', () => {
    expect(crossWorkspaceImports(ROOT)).toEqual([]);
  });

  it('are caught, whether static, re-exported or dynamic, and a package name is not', () => {
    const root = mkdtempSync(join(tmpdir(), 'flo-workspaces-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write('package.json', JSON.stringify({ workspaces: ['api', 'site'] }));
      write('api/src/schema.ts', 'export const table = 1;\n');
      // Spelled out of parts, so this file itself holds no reach into another workspace.
      const reach = ['..', '..', 'api', 'src', 'schema.ts'].join('/');
      write(
        'site/src/page.ts',
        [
          `import { table } from '${reach}';`,
          `export * from '${reach}';`,
          `const later = () => import('${reach}');`,
          "import { ok } from '@flo/api';",
          "import { own } from './own.ts';",
        ].join('\n'),
      );
      expect(crossWorkspaceImports(root)).toEqual(
        Array(3).fill(`site/src/page.ts → ${join('api', 'src', 'schema.ts')}`),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
