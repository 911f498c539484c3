import type { ApiError } from '@flo/contract';
import { ApiRequestError } from '../data/api-request.ts';

export interface FormProblem {
  status: number | null;
  /** The API's message, or a general one when the request never got an answer. */
  message: string;
  /** First message per field, keyed by the API's field name ('email', 'phone'…). */
  fields: Record<string, string>;
}

const NETWORK_MESSAGE = 'We could not reach Flo. Check your connection and try again.';

/** The validator's wording for a missing value or an unknown choice, said for people. */
function readableFieldMessage(message: string): string {
  if (message.startsWith('Invalid option')) return 'Choose one of the options';
  if (message.endsWith('received undefined')) return 'Required';
  return message;
}

/**
 * What a failed form submission says: the `{ error: { message, fields } }` body the API sends
 * for every 4xx, read back out of the `STATUS: body` message of `ApiRequestError`.
 *
 * @example
 * const problem = formProblemFrom(mutation.error); // { status: 400, message, fields: { email: 'Invalid email address' } }
 */
export function formProblemFrom(error: unknown): FormProblem {
  if (!(error instanceof ApiRequestError)) {
    return { status: null, message: NETWORK_MESSAGE, fields: {} };
  }
  const body = error.message.slice(error.message.indexOf(': ') + 2);
  try {
    const parsed = JSON.parse(body) as Partial<ApiError>;
    const fields: Record<string, string> = {};
    for (const [name, messages] of Object.entries(parsed.error?.fields ?? {})) {
      if (messages[0]) fields[name] = readableFieldMessage(messages[0]);
    }
    return { status: error.status, message: parsed.error?.message ?? body, fields };
  } catch {
    return { status: error.status, message: body, fields: {} };
  }
}

/**
 * The form's named values as strings, trimmed (passwords exactly as typed, since a space may
 * be part of one); empty fields are left out.
 */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const field = form.elements.namedItem(name);
    const isPassword = field instanceof HTMLInputElement && field.type === 'password';
    const kept = isPassword ? value : value.trim();
    if (kept.trim() !== '') values[name] = kept;
  }
  return values;
}
