import type { StateValue } from 'xstate';

/**
 * The innermost state name of a machine state: what the funnel calls the current step.
 *
 * @example
 * leafStep({ general: 'email' }) // 'email'
 */
export function leafStep(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['unknown', 'unknown'];
  return child && (typeof child === 'string' || Object.keys(child).length) ? leafStep(child) : key;
}
