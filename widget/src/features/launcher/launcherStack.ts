/** Stack positions taken by the floating launchers on this page (0 is the corner itself). */
const taken = new Set<number>();

export interface LauncherStackSlot {
  /** 0 for the first floating launcher, 1 for the one above it, and so on. */
  index: number;
  release(): void;
}

/**
 * Gives an instance's floating launcher the lowest free place in a column above the bottom-right
 * corner, so two Flo launchers on one page (a bubble and a sheet, say) never sit on top of each
 * other. The place is kept until release, so other launchers do not jump when one is removed.
 *
 * @example
 * const slot = claimLauncherSlot();
 * host.style.setProperty('--flo-launcher-stack', String(slot.index));
 */
export function claimLauncherSlot(): LauncherStackSlot {
  let index = 0;
  while (taken.has(index)) index += 1;
  taken.add(index);
  return { index, release: () => taken.delete(index) };
}
