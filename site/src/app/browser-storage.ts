import type { TokenSource } from '../data/api-request.ts';

/** localStorage when the browser allows it; null (no tokens) when storage is blocked. */
export function browserStorage(): TokenSource | null {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}
