import './errors.css';

/**
 * The generic render-failure screen (docs/product/errors.md#error-screen): 'Something went wrong'
 * with Refresh Page and Go Home. Plain links and a reload, so it works even when the router itself
 * failed.
 */
export function ErrorScreen() {
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p>We're sorry, this page could not be shown. Please try again in a moment.</p>
      <div className="error-screen__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </button>
        <a className="button button--secondary" href="/">
          Go Home
        </a>
      </div>
    </section>
  );
}
