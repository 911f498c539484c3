import axe from 'axe-core';
import { copy } from '../../chat-machine/src/copy.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, expectBotSays, floHost, WIDGET_TEXT } from '../support/flo-chat.ts';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

test('the open bubble has no serious or critical axe violations', async ({ page, urls }) => {
  await page.goto(`${urls.plainHtmlUrl}/`);
  const bubble = floHost(page, 'bubble');
  await page.mouse.wheel(0, 900);
  await bubble.getByRole('button', { name: WIDGET_TEXT.launcher }).click();
  const chat = chatIn(bubble, 'dialog');
  await expectBotSays(chat, copy.welcome);

  // Evaluated through the DevTools protocol: the host page's CSP forbids adding a script tag.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target),
    }));
  });
  // Comparing with [] makes a failure print the rules and the elements that broke them.
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious).toEqual([]);
});
