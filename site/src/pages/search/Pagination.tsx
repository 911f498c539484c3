import { Link } from 'react-router';
import { type SearchState, searchParamsFor } from './search-state.ts';

/** Previous / next links and the position, each link a full shareable URL. */
export function Pagination({
  state,
  total,
  pageSize,
}: {
  state: SearchState;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const linkTo = (page: number) => {
    const query = searchParamsFor({ ...state, page }).toString();
    return query ? `/search?${query}` : '/search';
  };
  return (
    <nav className="pagination" aria-label="Search results pages">
      {state.page > 1 ? (
        <Link className="button button--secondary" to={linkTo(state.page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="pagination__position">
        {`Page ${Math.min(state.page, pages)} of ${pages}`}
      </span>
      {state.page < pages ? (
        <Link className="button button--secondary" to={linkTo(state.page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
