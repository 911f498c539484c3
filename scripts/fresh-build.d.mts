// Types and docs of fresh-build.mjs, written by hand: the module stays plain JavaScript like
// builds.mjs.
import type { Build } from './builds.mjs';

/**
 * Runs `npm run build -w <workspace>` unless the build's outputs are fresh (`isStale`), then
 * records the digest of the inputs it was made from, so later checks see any change since.
 * Every caller in any process waits on one lock under node_modules/.cache/flo-builds, so a test
 * run builds each workspace once however many test files and set-ups ask for it, and no build
 * rewrites files another is reading. Resolves with whether it built; rejects with the build's
 * output when it fails.
 *
 * @example
 * await freshBuild(WIDGET_BUILD, repoRoot); // then read widget/dist/flo.js
 */
export declare function freshBuild(build: Build, repoRoot: string): Promise<boolean>;
