// Types and docs of builds.mjs, written by hand: the module stays plain JavaScript so that
// `npm start` can run it under plain node.

/** One workspace build: what its `build` script writes and what that output is made from. */
export interface Build {
  /** The npm workspace (its folder) whose `build` script makes the outputs. */
  readonly workspace: string;
  /** Files the build writes, relative to the repository root; each must be newer than every input. */
  readonly outputs: readonly string[];
  /** Files and folders, relative to the repository root, whose changes show up in the outputs. */
  readonly inputs: readonly string[];
}

/**
 * The compiled server (`api/dist/server.js`, its enquiry writer thread and the GB gazetteer
 * extract beside it) that `npm run serve` runs.
 *
 * @example
 * if (isStale(API_BUILD, repoRoot)) spawnSync('npm', ['run', 'build', '-w', API_BUILD.workspace]);
 */
export declare const API_BUILD: Build;

/**
 * The widget's script-tag bundle (`widget/dist/flo.js`) and its npm entry (`widget/dist/lib`).
 *
 * @example
 * if (isStale(WIDGET_BUILD, repoRoot)) execFileSync('npm', ['run', 'build', '-w', 'widget']);
 */
export declare const WIDGET_BUILD: Build;

/**
 * The server-rendered site: the SSR entry the API server imports and the client manifest it
 * reads. `site/dist` itself is not an input.
 *
 * @example
 * if (isStale(SITE_BUILD, repoRoot)) execFileSync('npm', ['run', 'build', '-w', 'site']);
 */
export declare const SITE_BUILD: Build;

/**
 * Every build `npm start` needs, in the order it makes them: server, widget, site.
 *
 * @example
 * for (const build of BUILDS.filter((build) => isStale(build, repoRoot))) console.log(build.workspace);
 */
export declare const BUILDS: readonly Build[];

/**
 * The contract's compiled package (`contract/dist`), which `npm pack` ships.
 *
 * @example
 * await freshBuild(CONTRACT_BUILD, repoRoot);
 */
export declare const CONTRACT_BUILD: Build;

/**
 * The chat machine's compiled package (`chat-machine/dist`); its build compiles the contract too.
 *
 * @example
 * await freshBuild(CHAT_MACHINE_BUILD, repoRoot);
 */
export declare const CHAT_MACHINE_BUILD: Build;

/**
 * Newest modification time (ms) of a file, or of any file below a folder; 0 when missing.
 * Skips `node_modules`, `dist`, and dot files and folders.
 *
 * @example
 * newestMtime('/work/main/site/src'); // 1764085000000.123
 */
export declare function newestMtime(path: string): number;

/**
 * The outputs of `build` that do not exist under `repoRoot`, as listed in `build.outputs`.
 *
 * @example
 * missingOutputs(SITE_BUILD, '/work/main'); // [] once `npm run build -w site` has run
 */
export declare function missingOutputs(build: Build, repoRoot: string): string[];

/**
 * SHA-256 of what `build` is made from: the Node version, package-lock.json (the installed
 * dependencies) and every input file's path and content, skipping what `newestMtime` skips.
 *
 * @example
 * inputsDigest(SITE_BUILD, '/work/main'); // '3f9a…', changed by any edit, deletion or upgrade
 */
export declare function inputsDigest(build: Build, repoRoot: string): string;

/**
 * Records that `build`'s outputs, as they are now, were made from inputs whose digest is
 * `digest` (node_modules/.cache/flo-builds/<workspace>.json). `freshBuild` calls it.
 *
 * @example
 * const digest = inputsDigest(SITE_BUILD, root);
 * execFileSync('npm', ['run', 'build', '-w', 'site']);
 * recordBuilt(SITE_BUILD, root, digest);
 */
export declare function recordBuilt(build: Build, repoRoot: string, digest: string): void;

/**
 * The digest recorded for `build`'s current outputs; undefined when none was, or when another
 * build (`npm start`, a workspace's own `npm run build`) has rewritten them since.
 *
 * @example
 * builtDigest(SITE_BUILD, '/work/main') === inputsDigest(SITE_BUILD, '/work/main');
 */
export declare function builtDigest(build: Build, repoRoot: string): string | undefined;

/**
 * Whether `build` has to run: an output is missing, or one is not newer than the newest input,
 * or the outputs' recorded digest (`builtDigest`) differs from the inputs' digest now.
 *
 * @example
 * isStale(WIDGET_BUILD, '/work/main'); // true after an edit under widget/src
 */
export declare function isStale(build: Build, repoRoot: string): boolean;
