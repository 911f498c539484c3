/**
 * Keeps the composer above the on-screen keyboard: mirrors the visual viewport's height and the
 * keyboard's overlap onto CSS custom properties of the host (CSSOM, allowed under a strict CSP).
 */
export function trackVisualViewport(win: Window, host: HTMLElement): () => void {
  const viewport = win.visualViewport;
  if (!viewport) return () => {};
  const update = () => {
    const inset = Math.max(0, win.innerHeight - viewport.height - viewport.offsetTop);
    host.style.setProperty('--flo-viewport-height', `${viewport.height}px`);
    host.style.setProperty('--flo-keyboard-inset', `${inset}px`);
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
  };
}
