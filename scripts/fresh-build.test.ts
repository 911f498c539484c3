import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Build, builtDigest, inputsDigest } from './builds.mjs';
import { freshBuild } from './fresh-build.mjs';

/**
 * A repository of one workspace whose `build` script appends a line to builds.log (so the
 * tests count builds) and writes dist/out.js from src/index.txt, or fails when that says so.
 */
const BUILD_SCRIPT = `
const fs = require('node:fs');
fs.appendFileSync('../builds.log', 'built\\n');
const source = fs.readFileSync('src/index.txt', 'utf8');
if (source === 'fail') { console.error('the demo build broke'); process.exit(3); }
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/out.js', source);
`;

const build: Build = {
  workspace: 'demo',
  outputs: ['demo/dist/out.js'],
  inputs: ['demo/src', 'demo/package.json'],
};

let root: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const buildCount = () => readFileSync(join(root, 'builds.log'), 'utf8').split('\n').length - 1;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'flo-fresh-build-'));
  write('package.json', JSON.stringify({ name: 'demo-root', private: true, workspaces: ['demo'] }));
  write('demo/build.cjs', BUILD_SCRIPT);
  write(
    'demo/package.json',
    JSON.stringify({ name: 'demo', private: true, scripts: { build: 'node build.cjs' } }),
  );
  write('demo/src/index.txt', 'first');
  write('builds.log', '');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('freshBuild', () => {
  it('builds once for callers asking at the same time, and records what it was made from', async () => {
    const results = await Promise.all([freshBuild(build, root), freshBuild(build, root)]);
    expect(results.sort()).toEqual([false, true]);
    expect(buildCount()).toBe(1);
    expect(readFileSync(join(root, 'demo/dist/out.js'), 'utf8')).toBe('first');
    expect(builtDigest(build, root)).toBe(inputsDigest(build, root));
    expect(await freshBuild(build, root)).toBe(false);
    expect(buildCount()).toBe(1);
  }, 30_000);

  it('builds again once an input is deleted', async () => {
    write('demo/src/extra.txt', 'extra');
    await freshBuild(build, root);
    rmSync(join(root, 'demo/src/extra.txt'));
    expect(await freshBuild(build, root)).toBe(true);
    expect(buildCount()).toBe(2);
  }, 30_000);

  it('takes over a lock its holder left when it was killed', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    write('node_modules/.cache/flo-builds/build.lock/pid', String(dead));
    expect(await freshBuild(build, root)).toBe(true);
  }, 30_000);

  it('rejects with what a failed build printed, and records nothing', async () => {
    write('demo/src/index.txt', 'fail');
    await expect(freshBuild(build, root)).rejects.toThrow(/the demo build broke/);
    expect(builtDigest(build, root)).toBeUndefined();
  }, 30_000);
});
