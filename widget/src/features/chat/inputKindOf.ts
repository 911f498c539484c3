import type { SnapshotFrom } from 'xstate';
import { leafStep } from './currentStep.ts';
import type { FloMachine } from './floActor.ts';
import type { InputKind } from './inputAttributes.ts';

/** Text steps that ask for one particular thing, by the machine's step names. */
const STEP_KINDS: Record<string, Exclude<InputKind, 'text'>> = {
  name: 'name',
  enhanced_name: 'name',
  location_contact_name: 'name',
  email: 'email',
  enhanced_email: 'email',
  enhanced_contact_email: 'email',
  location_contact_email: 'email',
  // 'Did you mean …?' leaves the box open for the address typed again.
  email_suggestion: 'email',
  enhanced_email_suggestion: 'email',
  enhanced_contact_email_suggestion: 'email',
  location_contact_email_suggestion: 'email',
  phone: 'tel',
  enhanced_phone: 'tel',
  enhanced_contact: 'tel',
  location_contact_phone: 'tel',
  reask_phone: 'tel',
  enhanced_postcode: 'postcode',
  location: 'location',
  location_find_city: 'location',
};

/**
 * What the current step wants typed, so the message box can be the right kind of field;
 * project details, advice questions and anything unknown are free text.
 *
 * @example
 * inputKindOf(actor.getSnapshot()) // 'email' while Flo asks for an e-mail address
 */
export function inputKindOf(snapshot: SnapshotFrom<FloMachine>): InputKind {
  return STEP_KINDS[leafStep(snapshot.value)] ?? 'text';
}
