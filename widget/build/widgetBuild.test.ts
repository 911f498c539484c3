// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WIDGET_BUILD } from '@flo/scripts/builds';
import { freshBuild } from '@flo/scripts/fresh-build';
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_BUNDLES } from './widgetBuild.ts';

/**
 * Weight budgets of the script-tag widget, gzip bytes (issue 4, item 5): the loader, and the
 * whole a host page downloads for Flo (loader and UI; the advice texts come only when asked).
 */
const LOADER_BUDGET = 5 * 1024;
const WHOLE_WIDGET_BUDGET = 45 * 1024;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('widget production build', () => {
  // The production build of the current sources (`npm run build -w @flo/widget`, widget/dist),
  // made once per change of them and shared with the library, pack and browser tests
  // (docs/decisions/044-suite-time.md); the wait may include another workspace's build.
  const [loader, app, advice] = WIDGET_BUNDLES.map(({ fileName }) =>
    join(repoRoot, 'widget/dist', fileName),
  ) as [string, string, string];
  beforeAll(() => freshBuild(WIDGET_BUILD, repoRoot), 300_000);

  it('stays within the loader and whole-widget weight budgets', async () => {
    const loaderSize = await gzipSize(loader);
    const wholeSize = loaderSize + (await gzipSize(app));
    console.info(
      `flo.js ${kb(loaderSize)} gzip (budget ${kb(LOADER_BUDGET)}); ` +
        `whole widget ${kb(wholeSize)} gzip (budget ${kb(WHOLE_WIDGET_BUDGET)})`,
    );
    expect(
      loaderSize,
      `flo.js is ${kb(loaderSize)}, budget ${kb(LOADER_BUDGET)}`,
    ).toBeLessThanOrEqual(LOADER_BUDGET);
    expect(
      wholeSize,
      `widget is ${kb(wholeSize)}, budget ${kb(WHOLE_WIDGET_BUDGET)}`,
    ).toBeLessThanOrEqual(WHOLE_WIDGET_BUDGET);
  });

  it('renders visitor and API text as text: no source file writes HTML', async () => {
    const sources = await readdir(fileURLToPath(new URL('../src', import.meta.url)), {
      recursive: true,
    });
    const code = sources.filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    expect(code.length).toBeGreaterThan(20);
    for (const name of code) {
      const text = await readFile(
        fileURLToPath(new URL(`../src/${name}`, import.meta.url)),
        'utf8',
      );
      expect(/dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(text), name).toBe(
        false,
      );
    }
  });

  it('ships classic scripts a host can load with a plain script tag under a strict CSP', async () => {
    for (const file of [loader, app, advice]) {
      const code = await readFile(file, 'utf8');
      const found = (pattern: RegExp) => pattern.test(code);
      expect(found(/^\s*(import|export)\s/m), `${file} has module syntax`).toBe(false);
      expect(found(/import\.meta/), `${file} uses import.meta`).toBe(false);
      expect(found(/\beval\(|new Function\(/), `${file} evaluates strings`).toBe(false);
    }
    // The UI and its other styles stay out of the file every host page fetches up front; the
    // loader has base.css, what the opening it paints needs (ADR 029).
    const loaderCode = await readFile(loader, 'utf8');
    expect(loaderCode).not.toContain('flo-launcher');
    expect(loaderCode).toContain('.flo-reply{');
    expect(await readFile(app, 'utf8')).toContain('flo-launcher');
  });

  it('leaves the advice texts to flo-advice.js, fetched only when a visitor asks for advice', async () => {
    const tip = 'underlay';
    expect((await readFile(advice, 'utf8')).toLowerCase()).toContain(tip);
    expect((await readFile(app, 'utf8')).toLowerCase()).not.toContain(tip);
    expect(await readFile(app, 'utf8')).toContain('flo-advice.js');
  });
});
