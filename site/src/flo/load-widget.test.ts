import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadWidget', () => {
  it('waits for the browser to be idle, then loads the widget once for every slot', async () => {
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      whenIdle = callback;
      return 1;
    });
    // Already transformed and cached, so only the idle wait can hold the load back below.
    await import('@flo/widget');
    const { loadWidget } = await import('./load-widget.ts');
    const first = loadWidget();
    expect(loadWidget()).toBe(first);

    let loaded = false;
    void first.then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toBe(false);

    whenIdle?.();
    expect(typeof (await first).mount).toBe('function');
  });
});
