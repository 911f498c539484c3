import type { FloVariant } from './types.ts';

const VARIANTS: readonly FloVariant[] = [
  'standalone',
  'embedded',
  'hero',
  'modal',
  'bubble',
  'sheet',
];

export function isVariant(value: string): value is FloVariant {
  return (VARIANTS as readonly string[]).includes(value);
}

/** Inline variants live in a slot of the page; the others float above it behind a launcher. */
/**
 * Whether an overlay variant shows its floating launcher: as the host asked, else yes for the
 * bubble and sheet (their usual way in) and no for the modal, which the host opens itself.
 */
export function showsFloatingLauncher(variant: FloVariant, launcher: boolean | undefined): boolean {
  if (isInlineVariant(variant)) return false;
  return launcher ?? variant !== 'modal';
}

export function isInlineVariant(
  variant: FloVariant,
): variant is 'hero' | 'embedded' | 'standalone' {
  return variant === 'hero' || variant === 'embedded' || variant === 'standalone';
}
