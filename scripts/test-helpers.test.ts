/**
 * Keeps test helpers named one way: a module that is not a test itself but sets tests up (it
 * imports Vitest, Testing Library, the test SMTP server or another package's `./testing`
 * entry) lives in its workspace's `src/testing/` folder, where no build entry reaches it.
 * The browser suite (e2e/) is test code throughout and is not checked.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Packages only test set-up imports. */
const TEST_ONLY = /^(vitest|@testing-library\/|smtp-server$|@flo\/[a-z-]+\/testing)/;

/** Tests, test set-up folders, the browser suite and the test runner's own configuration. */
function isTest(path: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(path) ||
    /(^|\/)vitest(\.[a-z-]+)?\.config\.ts$/.test(path) ||
    path.startsWith('e2e/') ||
    path.includes('/testing/')
  );
}

/** Whether a module's imports show it sets tests up. */
function setsTestsUp(source: string): boolean {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.some((ref) => TEST_ONLY.test(ref.fileName));
}

describe('test helpers', () => {
  it('live under a testing/ folder', () => {
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT })
      .toString()
      .split('\n')
      .filter((path) => path && !path.endsWith('.d.ts'));
    const misplaced = tracked.filter(
      (path) => !isTest(path) && setsTestsUp(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });

  it('are recognised by what they import', () => {
    expect(setsTestsUp("import { render } from '@testing-library/react';")).toBe(true);
    expect(setsTestsUp("import { createTestApp } from '@flo/api/testing';")).toBe(true);
    expect(setsTestsUp("import { copy } from '@flo/chat-machine';")).toBe(false);
    expect(isTest('site/src/testing/render.tsx')).toBe(true);
    expect(isTest('site/src/admin/moderation-testing.tsx')).toBe(false);
  });
});
