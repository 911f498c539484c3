import { FACADE_ATTRIBUTE } from './facadeMarkup.ts';

/**
 * The chat's side of a painted opening: if `root` holds one, marks it taken over (its quick
 * replies stop being held) and says which reply the visitor pressed meanwhile, if any, for the
 * chat to send once it has drawn. Null when `root` holds no opening.
 *
 * @example
 * const facade = takeOverFacade(frame.root); // { chosen: 'carpet' }
 */
export function takeOverFacade(root: HTMLElement): { chosen: string | undefined } | null {
  if (!root.hasAttribute(FACADE_ATTRIBUTE)) return null;
  root.removeAttribute(FACADE_ATTRIBUTE);
  return { chosen: root.querySelector<HTMLElement>('[aria-pressed="true"]')?.dataset.value };
}
