import type { InputHTMLAttributes } from 'react';

/** What the current text step asks for (the machine's `inputKindOf`). */
export type InputKind = 'text' | 'name' | 'email' | 'tel' | 'postcode' | 'location';

type FieldAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'placeholder'
>;

/**
 * Attributes of the single-line field of each step that asks for one thing, so phones show
 * the right keyboard and browsers offer the visitor's saved name, e-mail, phone or postcode.
 * Free text (project details, advice questions) keeps the multi-line box instead.
 */
const FIELDS: Record<Exclude<InputKind, 'text'>, FieldAttributes> = {
  name: { type: 'text', autoComplete: 'name', autoCapitalize: 'words', placeholder: 'Your name' },
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    placeholder: 'you@example.co.uk',
  },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: 'Your phone number' },
  postcode: {
    type: 'text',
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
    spellCheck: false,
    placeholder: 'Your postcode',
  },
  location: {
    type: 'text',
    autoComplete: 'address-level2',
    autoCapitalize: 'words',
    placeholder: 'Postcode, town or county',
  },
};

/**
 * The single-line field's attributes for a step, or null for free text.
 *
 * @example
 * fieldAttributesFor('email')?.type // 'email'
 */
export function fieldAttributesFor(kind: InputKind): FieldAttributes | null {
  return kind === 'text' ? null : FIELDS[kind];
}
