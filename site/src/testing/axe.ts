import axe from 'axe-core';
import { expect } from 'vitest';
import type { SiteTestApp } from './site-app.ts';

/** Rules jsdom cannot judge: it has no layout, so no colours or sizes. */
const NEEDS_LAYOUT = { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } };

// jsdom has no canvas: a null context is what axe's icon-font check meets in a browser without
// one, so the check runs without jsdom printing its missing-canvas warning on every call.
HTMLCanvasElement.prototype.getContext = () => null;

/**
 * Test helper: axe-core's WCAG 2.1 A and AA rules over the jsdom document as it is now; one
 * line per violation.
 *
 * @example
 * expect(await axeViolationsOfDocument()).toEqual([]);
 */
export async function axeViolationsOfDocument(): Promise<string[]> {
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: NEEDS_LAYOUT,
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`);
}

/**
 * Test helper: loads the page the server sends for `path` (which must answer 200) into the
 * jsdom document and runs axe-core over it (axeViolationsOfDocument).
 *
 * @example
 * expect(await axeViolationsOf(t, '/contact')).toEqual([]);
 */
export async function axeViolationsOf(t: SiteTestApp, path: string): Promise<string[]> {
  const res = await t.get(path);
  expect(res.status).toBe(200);
  const served = new DOMParser().parseFromString(await res.text(), 'text/html');
  // The document's own head and body take the served ones' content and attributes: replacing
  // the elements would leave testing-library's `screen`, bound to the first body, on a detached
  // one in the files after this one (site files share a jsdom).
  for (const part of ['documentElement', 'head', 'body'] as const) {
    for (const { name, value } of served[part].attributes) document[part].setAttribute(name, value);
  }
  document.head.innerHTML = served.head.innerHTML;
  document.body.innerHTML = served.body.innerHTML;
  return axeViolationsOfDocument();
}
