import { FACADE_ATTRIBUTE } from './facadeMarkup.ts';

/**
 * Makes a painted opening's quick replies answer before the chat has loaded: enables them (a
 * server disables them until the page's script runs) and remembers the one clicked last by
 * pressing it (`aria-pressed`). The chat, when it takes over, sends that choice
 * (`takeOverFacade`); from then on this listener does nothing.
 *
 * @example
 * holdFacadeChoices(host.shadowRoot.querySelector('[data-flo-facade]'));
 */
export function holdFacadeChoices(root: Element): void {
  for (const reply of root.querySelectorAll('button')) reply.disabled = false;
  root.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest('[data-value]');
    if (!chosen || !root.hasAttribute(FACADE_ATTRIBUTE)) return;
    root.querySelector('[aria-pressed]')?.removeAttribute('aria-pressed');
    chosen.setAttribute('aria-pressed', 'true');
  });
}
