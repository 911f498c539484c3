import type { StateValue } from 'xstate';

/**
 * The path of a machine state, its state names joined by dots: what Flo's own funnel reports.
 *
 * @example
 * statePath({ general: { contact: 'email' } }) // 'general.contact.email'
 */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['unknown', {}];
  const rest = child && statePath(child);
  return rest ? `${key}.${rest}` : key;
}

/**
 * The innermost state name of a machine state: what the host's funnel calls the current step.
 *
 * @example
 * leafStep({ general: 'email' }) // 'email'
 */
export const leafStep = (value: StateValue): string => statePath(value).split('.').pop() ?? '';
