import { describe, expect, it } from 'vitest';
import { isLauncherDue, whenLauncherDue } from './launcherDue.ts';

/** A window stand-in with a page of the given height, scrolled to `scrollY`. */
function page(pageHeight: number, scrollY = 0) {
  const target = new EventTarget();
  return Object.assign(target, {
    innerHeight: 800,
    scrollY,
    document: { documentElement: { scrollHeight: pageHeight } },
  }) as unknown as Window & { scrollY: number };
}

describe('launcher scroll rule', () => {
  it('waits on a long page until the visitor has scrolled more than 500 px', async () => {
    const win = page(4000);
    expect(isLauncherDue(win)).toBe(false);
    let due = false;
    const waiting = whenLauncherDue(win).then(() => {
      due = true;
    });
    win.scrollY = 500;
    win.dispatchEvent(new Event('scroll'));
    await Promise.resolve();
    expect(due).toBe(false);
    win.scrollY = 501;
    win.dispatchEvent(new Event('scroll'));
    await waiting;
    expect(due).toBe(true);
  });

  it('shows at once on a page too short to scroll 500 px', () => {
    expect(isLauncherDue(page(1200))).toBe(true);
  });
});
