import { afterEach, describe, expect, it } from 'vitest';
import { isLauncherObstructed, watchLauncherObstruction } from './isLauncherObstructed.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** MutationObserver callbacks run as microtasks; let them run. */
const flushMutations = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('launcher avoid rule', () => {
  it('is clear on a page without dialogs or banners', () => {
    document.body.innerHTML = '<main><p>Flooring in Leeds</p></main>';
    expect(isLauncherObstructed(document)).toBe(false);
  });

  it('is obstructed by an open modal dialog and clear again once it is hidden', () => {
    document.body.innerHTML = '<div id="m" aria-modal="true">Sign up</div>';
    expect(isLauncherObstructed(document)).toBe(true);
    document.getElementById('m')?.setAttribute('hidden', '');
    expect(isLauncherObstructed(document)).toBe(false);
  });

  it('is obstructed by a cookie banner marked data-flo-avoid or role="dialog"', () => {
    document.body.innerHTML = '<div data-flo-avoid>We use cookies</div>';
    expect(isLauncherObstructed(document)).toBe(true);
    document.body.innerHTML = '<section role="dialog" style="display: none">Cookies</section>';
    expect(isLauncherObstructed(document)).toBe(false);
  });

  it('reports changes as the host page shows and removes a banner', async () => {
    const seen: boolean[] = [];
    const stop = watchLauncherObstruction(document, (obstructed) => seen.push(obstructed));
    const banner = document.createElement('div');
    banner.setAttribute('data-flo-avoid', '');
    document.body.append(banner);
    await flushMutations();
    banner.remove();
    await flushMutations();
    stop();
    document.body.append(banner.cloneNode());
    await flushMutations();
    expect(seen).toEqual([false, true, false]);
  });
});
