import { useEffect, useState } from 'react';
import './scroll-to-top.css';

/** The button shows once the page is scrolled more than this (docs/product/constants.md#layout). */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/** A 'Back to top' button that appears after 300 px of scroll. Hidden on the server. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
