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
export function isInlineVariant(variant: FloVariant): boolean {
  return variant === 'hero' || variant === 'embedded' || variant === 'standalone';
}
