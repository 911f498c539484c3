import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** One axe-core rule broken on the page, with the elements that broke it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: unknown[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/**
 * Runs axe-core on the whole page as it is now (open shadow roots included) and returns the
 * serious and critical violations. Compare the result with [] so a failure prints them.
 *
 * @example
 * expect(await seriousAxeViolations(page)).toEqual([]);
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the host page's CSP forbids adding a script tag.
  await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe
      // No CSSOM preload: axe would re-parse the stylesheet linked in Flo's server-rendered
      // shadow root through an inline <style>, which the page's CSP rightly blocks. Only the
      // orientation-lock rule reads it.
      .run(document, { preload: false });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target),
    }));
  });
  return findings.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
