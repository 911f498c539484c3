import { describe, expect, it } from 'vitest';
import { trackVisualViewport } from './trackVisualViewport.ts';

/** A window whose visual viewport shrinks when an on-screen keyboard opens. */
function phone() {
  const viewport = Object.assign(new EventTarget(), { height: 800, offsetTop: 0 });
  const win = { innerHeight: 800, visualViewport: viewport } as unknown as Window;
  return { win, viewport };
}

describe('trackVisualViewport', () => {
  it('mirrors the visible height and the keyboard overlap onto the host', () => {
    const { win, viewport } = phone();
    const host = document.createElement('flo-chat');
    const stop = trackVisualViewport(win, host);
    expect(host.style.getPropertyValue('--flo-viewport-height')).toBe('800px');
    expect(host.style.getPropertyValue('--flo-keyboard-inset')).toBe('0px');

    viewport.height = 500;
    viewport.dispatchEvent(new Event('resize'));
    expect(host.style.getPropertyValue('--flo-viewport-height')).toBe('500px');
    expect(host.style.getPropertyValue('--flo-keyboard-inset')).toBe('300px');

    stop();
    viewport.height = 800;
    viewport.dispatchEvent(new Event('resize'));
    expect(host.style.getPropertyValue('--flo-viewport-height')).toBe('500px');
  });
});
