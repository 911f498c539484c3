import { Link } from 'react-router';
import './moderation.css';

/**
 * The status filter of a queue as links, the current one marked for screen readers too.
 *
 * @example
 * <StatusFilter label="Show reviews" current="pending" options={[['pending', 'Pending']]} hrefOf={(s) => `?status=${s}`} />
 */
export function StatusFilter<S extends string>({
  label,
  current,
  options,
  hrefOf,
}: {
  label: string;
  current: S;
  options: readonly (readonly [S, string])[];
  hrefOf: (status: S) => string;
}) {
  return (
    <nav className="admin-filter" aria-label={label}>
      {options.map(([status, text]) => (
        <Link
          key={status}
          className={status === current ? 'chip chip--current' : 'chip'}
          aria-current={status === current ? 'page' : undefined}
          to={hrefOf(status)}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}
