import { Link } from 'react-router';
import './pagination.css';

/**
 * Previous / next links of a paged list and the position ('Page 2 of 7'); each link is a full
 * shareable URL from `hrefFor`. Draws nothing when everything fits on one page.
 *
 * @example
 * <Pagination label="Specialists pages" page={2} pages={7} hrefFor={(n) => `/specialists/leeds?page=${n}`} />
 */
export function Pagination({
  label,
  page,
  pages,
  hrefFor,
}: {
  label: string;
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link
          className="button button--secondary"
          to={hrefFor(Math.min(page, pages) - 1)}
          rel="prev"
        >
          Previous
        </Link>
      ) : null}
      <span className="pagination__position">{`Page ${Math.min(page, pages)} of ${pages}`}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
