import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILDS,
  type Build,
  CHAT_MACHINE_BUILD,
  CONTRACT_BUILD,
  inputsDigest,
  isStale,
  missingOutputs,
  newestMtime,
  recordBuilt,
} from './builds.mjs';

const build: Build = {
  workspace: 'demo',
  outputs: ['demo/dist/out.js'],
  inputs: ['demo/src', 'demo/package.json'],
};

// Whole seconds, so the assertions hold on file systems with coarse timestamps.
const EARLIER = new Date('2026-01-01T10:00:00Z');
const LATER = new Date('2026-01-01T11:00:00Z');
const LATEST = new Date('2026-01-01T12:00:00Z');

let root: string;

function writeAt(path: string, time: Date): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'flo-builds-'));
  writeAt('demo/src/index.ts', EARLIER);
  writeAt('demo/package.json', EARLIER);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('isStale', () => {
  it('is fresh when the output is newer than every input', () => {
    writeAt('demo/dist/out.js', LATER);
    expect(isStale(build, root)).toBe(false);
  });

  it('is stale when an input file is newer than the output', () => {
    writeAt('demo/dist/out.js', LATER);
    writeAt('demo/src/deep/edited.ts', LATEST);
    expect(isStale(build, root)).toBe(true);
  });

  it('is stale when an input is as old as the output', () => {
    writeAt('demo/dist/out.js', LATER);
    writeAt('demo/package.json', LATER);
    expect(isStale(build, root)).toBe(true);
  });

  it('is stale when the output is missing, and names it', () => {
    expect(missingOutputs(build, root)).toEqual(['demo/dist/out.js']);
    expect(isStale(build, root)).toBe(true);
  });

  it('is stale when one of several outputs is older than the inputs', () => {
    const twoOutputs: Build = { ...build, outputs: ['demo/dist/out.js', 'demo/dist/second.js'] };
    writeAt('demo/dist/out.js', LATEST);
    writeAt('demo/dist/second.js', EARLIER);
    writeAt('demo/src/index.ts', LATER);
    expect(missingOutputs(twoOutputs, root)).toEqual([]);
    expect(isStale(twoOutputs, root)).toBe(true);
  });

  it('ignores newer node_modules, dist and dot files below an input', () => {
    writeAt('demo/dist/out.js', LATER);
    writeAt('demo/src/node_modules/pkg/index.js', LATEST);
    writeAt('demo/src/dist/copy.js', LATEST);
    writeAt('demo/src/.cache/state', LATEST);
    writeAt('demo/src/.DS_Store', LATEST);
    expect(isStale(build, root)).toBe(false);
  });
});

describe('isStale with the digest a fresh build recorded', () => {
  const recordDigest = () => recordBuilt(build, root, inputsDigest(build, root));
  beforeEach(() => writeAt('demo/dist/out.js', LATER));

  it('is fresh while the inputs are what the build was made from', () => {
    recordDigest();
    expect(isStale(build, root)).toBe(false);
  });

  it('is stale when an input is deleted, though no file is newer than the output', () => {
    writeAt('demo/src/extra.ts', EARLIER);
    recordDigest();
    rmSync(join(root, 'demo/src/extra.ts'));
    expect(isStale(build, root)).toBe(true);
  });

  it('is stale when an input changed with an old time, or the dependencies changed', () => {
    recordDigest();
    writeFileSync(join(root, 'demo/src/index.ts'), 'changed');
    utimesSync(join(root, 'demo/src/index.ts'), EARLIER, EARLIER);
    expect(isStale(build, root)).toBe(true);
    writeAt('demo/src/index.ts', EARLIER);
    expect(isStale(build, root)).toBe(false);
    writeAt('package-lock.json', EARLIER);
    expect(isStale(build, root)).toBe(true);
  });

  it('goes by times alone once another build rewrote the outputs', () => {
    recordDigest();
    writeFileSync(join(root, 'demo/src/index.ts'), 'edited');
    utimesSync(join(root, 'demo/src/index.ts'), LATER, LATER);
    writeAt('demo/dist/out.js', LATEST);
    expect(isStale(build, root)).toBe(false);
  });
});

describe('newestMtime', () => {
  it('is the newest file below a folder, and 0 for a missing path', () => {
    writeAt('demo/src/a/b/newer.ts', LATER);
    expect(newestMtime(join(root, 'demo/src'))).toBe(LATER.getTime());
    expect(newestMtime(join(root, 'demo/missing'))).toBe(0);
  });
});

describe('BUILDS', () => {
  it('lists inputs that exist in this repository, so a renamed folder cannot drop out unseen', () => {
    const repoRoot = fileURLToPath(new URL('..', import.meta.url));
    const missing = [...BUILDS, CONTRACT_BUILD, CHAT_MACHINE_BUILD]
      .flatMap((each) => each.inputs)
      .filter((input) => !existsSync(join(repoRoot, input)));
    expect(missing).toEqual([]);
  });
});
