import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MACHINE_BUILD, CONTRACT_BUILD, WIDGET_BUILD } from './builds.mjs';
import { freshBuild } from './fresh-build.mjs';

/**
 * The published packages as a third party gets them (ADR 022): `npm pack`, then `npm install`
 * of the tarballs into an empty folder outside the repository, so no workspace link or hoisted
 * package can stand in for a missing file. A publisher's `npm pack` runs each package's
 * `prepack`, which is its `build` script; here that build is the one the rest of the test run
 * shares (fresh for the current sources, docs/decisions/044-suite-time.md), and the pack skips
 * scripts rather than build each package again.
 */

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const consumerFixture = fileURLToPath(new URL('./pack-consumer/', import.meta.url));
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
const PACKAGES = ['@flo/contract', '@flo/chat-machine', '@flo/widget'];
/** The widget builds print a lot; the default 1 MB buffer is not enough. */
const OUTPUT_LIMIT = 64 * 1024 * 1024;

/**
 * The environment without what npm sets for the script running this test (its prefix, its
 * workspace, the root package), which would send the consumer's install into the repository.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(cache|userconfig|globalconfig|registry)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || keep.test(name)),
  );
}

async function runIn(cwd: string, command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, env: npmEnv(), maxBuffer: OUTPUT_LIMIT });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** Size of a file, 0 when it is missing. */
async function sizeOf(path: string): Promise<number> {
  return (await stat(path).catch(() => null))?.size ?? 0;
}

/**
 * Packages a built module imports (static, re-exported or dynamic), read with TypeScript's own
 * scanner so that specifiers quoted in comments do not count.
 */
function importedPackages(code: string): string[] {
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((ref) => ref.fileName)
    .filter((specifier) => !specifier.startsWith('.'))
    .map((specifier) => {
      const [scopeOrName = '', name] = specifier.split('/');
      return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
    });
}

let packDir = '';
let consumerDir = '';
const installed = (name: string, file = '') => join(consumerDir, 'node_modules', name, file);
const manifestOf = async (name: string) =>
  JSON.parse(await readFile(installed(name, 'package.json'), 'utf8')) as {
    private?: boolean;
    license?: string;
    exports: Record<string, string | Record<string, string>>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };

beforeAll(async () => {
  packDir = await mkdtemp(join(tmpdir(), 'flo-pack-'));
  consumerDir = await mkdtemp(join(tmpdir(), 'flo-pack-consumer-'));
  if (!relative(repoRoot, consumerDir).startsWith('..')) {
    throw new Error(`${consumerDir} is inside the repository: set TMPDIR to a folder outside it`);
  }
  // The chat machine's build compiles the contract too.
  for (const build of [CHAT_MACHINE_BUILD, CONTRACT_BUILD, WIDGET_BUILD]) {
    await freshBuild(build, repoRoot);
  }
  const workspaces = PACKAGES.flatMap((name) => ['-w', name]);
  await runIn(repoRoot, 'npm', [
    'pack',
    '--ignore-scripts',
    ...workspaces,
    '--pack-destination',
    packDir,
  ]);
  const tarballs = (await readdir(packDir)).filter((file) => file.endsWith('.tgz'));
  expect(tarballs).toHaveLength(PACKAGES.length);
  await writeFile(
    join(consumerDir, 'package.json'),
    JSON.stringify({ name: 'flo-pack-consumer', private: true, type: 'module' }),
  );
  // zod, xstate, libphonenumber-js, postcode and React come from npm's cache when it has them.
  await runIn(consumerDir, 'npm', [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    ...tarballs.map((file) => join(packDir, file)),
  ]);
}, 600_000);

afterAll(async () => {
  await rm(packDir, { recursive: true, force: true });
  await rm(consumerDir, { recursive: true, force: true });
});

describe('the packed @flo packages, installed into an empty folder', () => {
  it('build before they are packed, with the build this test packs', async () => {
    for (const name of PACKAGES) {
      const folder = name.replace('@flo/', '');
      const manifest = JSON.parse(await readFile(join(repoRoot, folder, 'package.json'), 'utf8'));
      expect(manifest.scripts?.prepack, name).toBe('npm run build');
    }
  });

  it('are publishable and ship every export they declare, built, without their source', async () => {
    for (const name of PACKAGES) {
      const manifest = await manifestOf(name);
      expect(manifest.private, name).toBeUndefined();
      expect(manifest.license, name).toBe('MIT');
      const targets = Object.values(manifest.exports).flatMap((target) =>
        typeof target === 'string' ? [target] : [target.types, target.default],
      );
      for (const target of targets) {
        expect(await sizeOf(installed(name, target ?? '')), `${name} ${target}`).toBeGreaterThan(0);
      }
      expect(await sizeOf(installed(name, 'src')), `${name} src`).toBe(0);
    }
    expect(Object.keys((await manifestOf('@flo/chat-machine')).dependencies ?? {}).sort()).toEqual([
      '@flo/contract',
      'xstate',
    ]);
  }, 60_000);

  it('let a strict TypeScript program create the machine and run it against a stubbed API', async () => {
    for (const file of ['consumer.ts', 'tsconfig.json']) {
      await copyFile(join(consumerFixture, file), join(consumerDir, file));
    }
    // Type-checks against the installed declarations and, only if they pass, emits consumer.js.
    await runIn(consumerDir, process.execPath, [tsc, '-p', '.']);
    const result = JSON.parse(await runIn(consumerDir, process.execPath, ['consumer.js']));
    expect(result).toEqual({
      before: { general: 'welcome' },
      after: { general: 'location' },
      requested: ['/api/services/carpet/stats'],
      emptyEnquiryValid: false,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/),
    });
  }, 120_000);

  it('give a site the script-tag build and a library entry that needs only the widget dependencies', async () => {
    const script = `
      const widget = await import('@flo/widget');
      console.log(JSON.stringify({
        exports: Object.keys(widget),
        scriptTag: import.meta.resolve('@flo/widget/flo.js'),
      }));`;
    const output = await runIn(consumerDir, process.execPath, [
      '--input-type=module',
      '-e',
      script,
    ]);
    const { exports, scriptTag } = JSON.parse(output) as { exports: string[]; scriptTag: string };
    expect(exports).toEqual(expect.arrayContaining(['FloChat', 'mount', 'on']));
    expect(fileURLToPath(scriptTag)).toBe(installed('@flo/widget', 'dist/flo.js'));
    // The loader fetches the UI bundle from its own folder, so a self-hosted copy needs both.
    for (const bundle of ['dist/flo.js', 'dist/flo-app.js']) {
      expect(await sizeOf(installed('@flo/widget', bundle)), bundle).toBeGreaterThan(1000);
    }

    const manifest = await manifestOf('@flo/widget');
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const libDir = installed('@flo/widget', 'dist/lib');
    for (const file of (await readdir(libDir)).filter((each) => each.endsWith('.js'))) {
      const code = await readFile(join(libDir, file), 'utf8');
      for (const name of importedPackages(code)) {
        expect(declared, `${file} imports ${name}`).toContain(name);
      }
    }
  }, 60_000);
});
