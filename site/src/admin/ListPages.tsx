import type { ListTotals } from '@flo/contract';
import { Link } from 'react-router';
import './moderation.css';

/** What a page of an admin list says about the whole list (`ListTotals` or any list with these). */
type PageTotals = Pick<ListTotals, 'page' | 'pageSize' | 'total'>;

/** Page numbers around the current one: the first, the last, and two either side. */
function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? ['gap', p] : [p]));
}

/** "Showing 21–40 of 496", or "No results" for an empty list. */
export function showingText({ page, pageSize, total }: PageTotals, noun: string): string {
  if (total === 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  if (first > total) return `Past the last page: ${total.toLocaleString('en-GB')} ${noun} in all`;
  return `Showing ${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} ${noun}`;
}

/**
 * Where a page sits in an admin list ("Showing 21–40 of 496 reviews") and links to the first,
 * previous, nearby, next and last pages, the current one marked for screen readers. Every
 * admin list shows it under its rows, from the list's `total` and `pageCount`.
 *
 * @example
 * <ListPages label="Review pages" noun="reviews" totals={page} hrefOf={(p) => `/admin/reviews?page=${p}`} />
 */
export function ListPages({
  label,
  noun,
  totals,
  hrefOf,
}: {
  label: string;
  noun: string;
  totals: PageTotals;
  hrefOf: (page: number) => string;
}) {
  const { page } = totals;
  const pageCount = Math.max(1, Math.ceil(totals.total / totals.pageSize));
  return (
    <nav className="admin-pages" aria-label={label}>
      <p className="admin-pages__showing" role="status">
        {showingText(totals, noun)}
      </p>
      {pageCount > 1 ? (
        <ul className="admin-pages__links">
          {page > 1 ? (
            <>
              <li>
                <Link to={hrefOf(1)}>First</Link>
              </li>
              <li>
                <Link to={hrefOf(page - 1)} rel="prev">
                  Previous
                </Link>
              </li>
            </>
          ) : null}
          {pageNumbers(page, pageCount).map((p, i) =>
            p === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
              <li key={`gap-${i}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  to={hrefOf(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Page ${p}`}
                  className={p === page ? 'admin-pages__current' : undefined}
                >
                  {p}
                </Link>
              </li>
            ),
          )}
          {page < pageCount ? (
            <>
              <li>
                <Link to={hrefOf(page + 1)} rel="next">
                  Next
                </Link>
              </li>
              <li>
                <Link to={hrefOf(pageCount)}>Last</Link>
              </li>
            </>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
