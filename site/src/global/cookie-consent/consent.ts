/**
 * Browser storage key and values of the cookie choice
 * (docs/product/entities.md#browser-storage-keys).
 */
export const CONSENT_KEY = 'cookieConsent';
export type Consent = 'accepted' | 'declined';

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function readConsent(storage: Storage): Consent | null {
  try {
    const value = storage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice; a browser that refuses storage simply asks again next visit. */
export function writeConsent(storage: Storage, consent: Consent): void {
  try {
    storage.setItem(CONSENT_KEY, consent);
  } catch {
    // Private modes may refuse storage; the choice still applies to this page view.
  }
}
