import { Link } from 'react-router';
import './errors.css';

/** The not-found screen for any unknown path (served with status 404). */
export function NotFoundScreen() {
  return (
    <section className="error-screen container" aria-labelledby="not-found-title">
      <p className="error-screen__code">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you were looking for has moved or never existed.</p>
      <div className="error-screen__actions">
        <Link className="button button--primary" to="/search">
          Find a specialist
        </Link>
        <Link className="button button--secondary" to="/">
          Go Home
        </Link>
      </div>
    </section>
  );
}
