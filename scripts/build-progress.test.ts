import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { formatSeconds, npmBuildCommand, runBuilds } from './build-progress.mjs';
import type { Build } from './builds.mjs';

const build = (workspace: string): Build => ({ workspace, outputs: [], inputs: [] });

/** A stand-in build: node printing to stdout and stderr, then exiting with `code`. */
const fake =
  (code: Record<string, number>) =>
  ({ workspace }: Build): [string, string[]] => [
    process.execPath,
    [
      '-e',
      `console.log('${workspace} says hello'); console.error('${workspace} warns'); process.exit(${code[workspace] ?? 0})`,
    ],
  ];

/** A clock that moves on by the next of `steps` (in turn, round and round) at each read after the first. */
function steppingClock(steps: number[]): () => number {
  let t = 0;
  let i = -1;
  return () => {
    if (i >= 0) t += steps[i % steps.length] ?? 0;
    i += 1;
    return t;
  };
}

async function run(builds: Build[], code: Record<string, number>, firstBuild = false) {
  let written = '';
  const failed = await runBuilds(builds, {
    root: tmpdir(),
    firstBuild,
    command: fake(code),
    write: (text) => {
      written += text;
    },
    now: steppingClock([0, 21_400]),
  });
  return { failed, written };
}

describe('runBuilds', () => {
  it('says what it builds, then one line per build with a counter and its time, and keeps the builds quiet', async () => {
    const { failed, written } = await run([build('api'), build('widget')], {}, true);
    expect(failed).toBeNull();
    expect(written).toBe(
      [
        'Building api and widget for the first start: this takes about a minute.',
        '[1/2] api … done in 21 s',
        '[2/2] widget … done in 21 s',
        'Built in 43 s.',
        '',
      ].join('\n'),
    );
  });

  it('says why it builds when it is not the first start', async () => {
    const { written } = await run([build('site')], {});
    expect(written).toBe(
      'Building site: its output is missing or older than its sources.\n[1/1] site … done in 21 s\n',
    );
  });

  it('stops at a failed build, prints what it said and answers its exit code', async () => {
    const { failed, written } = await run([build('api'), build('widget'), build('site')], {
      widget: 3,
    });
    expect(failed?.build.workspace).toBe('widget');
    expect(failed?.status).toBe(3);
    expect(written).toContain('[2/3] widget … failed after 21 s (exit code 3). Its output:');
    expect(written).toContain('widget says hello');
    expect(written).toContain('widget warns');
    expect(written).not.toContain('api says hello');
    expect(written).not.toContain('[3/3]');
  });

  it('writes nothing when nothing is stale', async () => {
    expect(await run([], {})).toEqual({ failed: null, written: '' });
  });
});

describe('formatSeconds', () => {
  it('shows tenths under ten seconds and whole seconds from there', () => {
    expect(formatSeconds(430)).toBe('0.4 s');
    expect(formatSeconds(9_849)).toBe('9.8 s');
    expect(formatSeconds(21_480)).toBe('21 s');
  });
});

describe('npmBuildCommand', () => {
  it('runs the workspace build script', () => {
    expect(npmBuildCommand(build('site'))[1]).toEqual(['run', 'build', '-w', 'site']);
  });
});
