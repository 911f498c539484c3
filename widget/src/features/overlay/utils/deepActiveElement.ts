/**
 * The focused element, looking inside open shadow roots (ours included). A module of its own,
 * so the chat can use it without bringing the dialog's focus trap (focus.ts) into its chunk.
 */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
