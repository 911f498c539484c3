import { Link } from 'react-router';
import './moderation.css';

/**
 * Previous / next links of a moderation list. The API answers `hasMore` instead of a total,
 * so no page ever counts a whole table.
 *
 * @example
 * <QueuePages label="Review pages" page={2} hasMore hrefOf={(p) => `/admin/reviews?page=${p}`} />
 */
export function QueuePages({
  label,
  page,
  hasMore,
  hrefOf,
}: {
  label: string;
  page: number;
  hasMore: boolean;
  hrefOf: (page: number) => string;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="admin-pages" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary" to={hrefOf(page - 1)}>
          Previous page
        </Link>
      ) : null}
      <span className="muted">{`Page ${page}`}</span>
      {hasMore ? (
        <Link className="button button--secondary" to={hrefOf(page + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

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
