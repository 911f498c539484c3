// The builds `npm start`, the bench and the browser tests' global setup make when stale, and how
// staleness is judged: one list for all three. Plain JavaScript because `npm start` runs under
// plain node with no TypeScript loader; the types and TSDoc are in builds.d.mts beside it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The contract's sources, which the API, the widget and the site all bundle: every build in the
 * repository reads the workspaces' packages from source, not from their dist/ (ADR 022), and
 * the package.json's `@flo/source` export conditions say where that source is.
 */
const CONTRACT_INPUTS = ['contract/src', 'contract/package.json'];

/**
 * Sources the widget and the site bundle from other workspaces (through `@flo/chat-machine`
 * and `@flo/contract`), and the compiler settings every workspace's tsconfig extends.
 */
const SHARED_INPUTS = [
  'chat-machine/src',
  'chat-machine/package.json',
  ...CONTRACT_INPUTS,
  // The precompression plugin the widget's and the site's builds both use.
  'scripts/precompress.mjs',
  'tsconfig.base.json',
];

export const API_BUILD = {
  workspace: 'api',
  // The server, its enquiry writer thread (ADR 020), its snapshot thread (ADR 034) and its read
  // threads (ADR 045), bundled side by side, and the GB gazetteer extract they read (ADR 021).
  outputs: [
    'api/dist/server.js',
    'api/dist/enquiry-writer.js',
    'api/dist/backup-snapshot.js',
    'api/dist/read-thread.js',
    'api/dist/gb-gazetteer.json',
  ],
  inputs: [
    'api/src',
    'api/build',
    'api/scripts',
    'api/package.json',
    'api/tsconfig.json',
    ...CONTRACT_INPUTS,
  ],
};

export const WIDGET_BUILD = {
  workspace: 'widget',
  // The script-tag bundle and the npm entry (dist/lib) the React host example imports like a
  // third party; one `build` script writes them all.
  outputs: ['widget/dist/flo.js', 'widget/dist/lib/index.js', 'widget/dist/lib/index.d.ts'],
  inputs: [
    'widget/src',
    'widget/build',
    'widget/scripts',
    'widget/package.json',
    'widget/tsconfig.json',
    'widget/tsconfig.lib.json',
    ...SHARED_INPUTS,
  ],
};

export const SITE_BUILD = {
  workspace: 'site',
  // The SSR entry the API server imports and the client manifest it reads to link each page's
  // CSS and chunks: `vite build` writes the manifest, then `vite build --ssr` the entry.
  outputs: ['site/dist/client/.vite/manifest.json', 'site/dist/server/entry-server.js'],
  inputs: [
    'site/src',
    'site/public',
    'site/vite.config.ts',
    'site/package.json',
    'site/tsconfig.json',
    // The site reads @flo/widget from source.
    'widget/src',
    ...SHARED_INPUTS,
  ],
};

export const BUILDS = [API_BUILD, WIDGET_BUILD, SITE_BUILD];

/** The published packages' compiled entries (ADR 022), which only `npm pack` needs. */
export const CONTRACT_BUILD = {
  workspace: 'contract',
  outputs: ['contract/dist/index.js', 'contract/dist/index.d.ts'],
  inputs: [...CONTRACT_INPUTS, 'contract/tsconfig.json', 'contract/tsconfig.build.json'],
};

/** Its `build` script compiles the contract first, then itself. */
export const CHAT_MACHINE_BUILD = {
  workspace: 'chat-machine',
  outputs: ['chat-machine/dist/index.js', 'chat-machine/dist/index.d.ts'],
  inputs: [
    'chat-machine/src',
    'chat-machine/package.json',
    'chat-machine/tsconfig.json',
    'chat-machine/tsconfig.build.json',
    ...CONTRACT_BUILD.inputs,
  ],
};

// Build output and installed packages are never sources, and dot files are editor and tool
// state. Nothing writes under a src folder at run time (ADR 021).
function isIgnored(name) {
  return name === 'node_modules' || name === 'dist' || name.startsWith('.');
}

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (isIgnored(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Every file below `path` (itself when a file), skipping what `isIgnored` skips. */
function filesBelow(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((entry) => !isIgnored(entry))
    .sort()
    .flatMap((entry) => filesBelow(join(path, entry)));
}

// What a build is made from besides its own inputs: the installed dependencies' versions.
const TOOLCHAIN_INPUTS = ['package-lock.json'];

export function inputsDigest(build, repoRoot) {
  const hash = createHash('sha256').update(process.version);
  for (const input of [...build.inputs, ...TOOLCHAIN_INPUTS]) {
    for (const file of filesBelow(join(repoRoot, input))) {
      hash.update(`\0${file.slice(repoRoot.length)}\0`).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function recordPath(build, repoRoot) {
  return join(repoRoot, 'node_modules/.cache/flo-builds', `${build.workspace}.json`);
}

function outputTimes(build, repoRoot) {
  return build.outputs.map(
    (output) => statSync(join(repoRoot, output), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
}

export function recordBuilt(build, repoRoot, digest) {
  const record = recordPath(build, repoRoot);
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, JSON.stringify({ digest, outputTimes: outputTimes(build, repoRoot) }));
}

export function builtDigest(build, repoRoot) {
  const record = recordPath(build, repoRoot);
  if (!existsSync(record)) return undefined;
  const { digest, outputTimes: recorded } = JSON.parse(readFileSync(record, 'utf8'));
  // Outputs another build rewrote since (`npm start`, a workspace's own build) are not the ones
  // the digest describes.
  const same = outputTimes(build, repoRoot).every((time, index) => time === recorded[index]);
  return same ? digest : undefined;
}

export function missingOutputs(build, repoRoot) {
  return build.outputs.filter((output) => !existsSync(join(repoRoot, output)));
}

export function isStale(build, repoRoot) {
  if (missingOutputs(build, repoRoot).length > 0) return true;
  const newestInput = Math.max(...build.inputs.map((input) => newestMtime(join(repoRoot, input))));
  if (build.outputs.some((output) => statSync(join(repoRoot, output)).mtimeMs <= newestInput)) {
    return true;
  }
  // Times miss a deleted source, a dependency upgrade and an edit made while the build ran;
  // the digest `freshBuild` (./fresh-build.mjs) recorded of what it built from does not.
  const built = builtDigest(build, repoRoot);
  return built !== undefined && built !== inputsDigest(build, repoRoot);
}
