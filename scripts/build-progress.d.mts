// Types and docs of build-progress.mjs, written by hand: the module stays plain JavaScript so
// that `npm start` can run it under plain node.
import type { Build } from './builds.mjs';

/** A build that exited non-zero, with everything it printed. */
export interface FailedBuild {
  readonly build: Build;
  /** Its exit code (1 when it was killed by a signal or could not be started). */
  readonly status: number;
  /** Its stdout and stderr together, in the order they came. */
  readonly output: string;
}

export interface RunBuildsOptions {
  /** The repository root, where each build command runs. */
  readonly root: string;
  /** True on a fresh clone, with no output at all: the opening line says it takes a minute. */
  readonly firstBuild?: boolean;
  /** Where the progress goes; stdout by default. */
  readonly write?: (text: string) => void;
  /** The program and arguments that make a build; `npm run build -w <workspace>` by default. */
  readonly command?: (build: Build) => [string, string[]];
  /** Milliseconds of a monotonic clock; `performance.now` by default. */
  readonly now?: () => number;
}

/**
 * `npm run build -w <workspace>`, as the program and arguments to spawn.
 *
 * @example
 * npmBuildCommand(SITE_BUILD); // ['npm', ['run', 'build', '-w', 'site']]
 */
export declare function npmBuildCommand(build: Build): [string, string[]];

/**
 * Milliseconds as seconds for a person: one decimal under 10 s, whole seconds from there.
 *
 * @example
 * formatSeconds(4_230); // '4.2 s'
 * formatSeconds(21_480); // '21 s'
 */
export declare function formatSeconds(ms: number): string;

/**
 * Runs `builds` one after another with their output captured. Writes one line naming what
 * will be built, then `[1/3] api … done in 21 s` as each finishes, and a total when there were
 * several. The first build to fail stops the run: its captured output is written and it is
 * returned. Answers null when every build succeeded (or there was none, writing nothing).
 *
 * @example
 * const failed = await runBuilds(BUILDS.filter((b) => isStale(b, root)), { root, firstBuild: true });
 * if (failed) process.exit(failed.status);
 */
export declare function runBuilds(
  builds: readonly Build[],
  options: RunBuildsOptions,
): Promise<FailedBuild | null>;
