import type { TokenSource } from '../data/api-request.ts';

/**
 * `window.localStorage` when the browser allows it, else null. With site data blocked, Chrome
 * throws a SecurityError from the `localStorage` getter itself, so even reading the property
 * must sit inside the try.
 */
export function safeLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}

/** localStorage when the browser allows it; null (no tokens) when storage is blocked. */
export function browserStorage(): TokenSource | null {
  return safeLocalStorage();
}
