import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { safeLocalStorage } from '../../app/browser-storage.ts';
import { useSiteConfig } from '../../app/site-config.tsx';
import { loadAnalytics } from './analytics.ts';
import { type Consent, readConsent, writeConsent } from './consent.ts';
import './cookie-banner.css';

/**
 * Asks for cookie consent until the visitor chooses: Accept loads analytics, Decline and the
 * close control decline. Storage is read after mounting, so the server never renders it and
 * hydration always matches. When the browser blocks storage the banner still asks, and the
 * choice lives in this component's state for the page view.
 */
export function CookieBanner() {
  const { analyticsSrc } = useSiteConfig();
  const [consent, setConsent] = useState<Consent | null | 'unknown'>('unknown');

  useEffect(() => {
    const storage = safeLocalStorage();
    setConsent(storage ? readConsent(storage) : null);
  }, []);
  useEffect(() => {
    if (consent === 'accepted') loadAnalytics(document, analyticsSrc, window.location.hostname);
  }, [consent, analyticsSrc]);

  if (consent !== null) return null;
  const choose = (choice: Consent) => {
    const storage = safeLocalStorage();
    if (storage) writeConsent(storage, choice);
    setConsent(choice);
  };
  // data-flo-avoid: Flo's floating launcher stays hidden while the banner is on screen.
  return (
    <section className="cookie-banner" aria-label="Cookie consent" data-flo-avoid="">
      <p className="cookie-banner__text">
        We use cookies to keep the site working and, with your permission, to understand how it is
        used so we can improve it. Read more in our <Link to="/privacy">privacy policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => choose('declined')}
        >
          Decline
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          Accept
        </button>
      </div>
      <button
        type="button"
        className="cookie-banner__close"
        aria-label="Close cookie banner"
        onClick={() => choose('declined')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
