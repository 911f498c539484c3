import type { AdminReview } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ListPages } from '../ListPages.tsx';
import { pageFrom, type ReviewStatus, statusFrom } from '../moderation-queries.ts';
import { StatusFilter } from '../StatusFilter.tsx';
import { ReviewBulkActions } from './ReviewBulkActions.tsx';
import { ReviewFilters } from './ReviewFilters.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import {
  adminReviewsQuery,
  type ReviewFilters as Filters,
  REVIEW_STATUS_OPTIONS,
  reviewFiltersFrom,
  reviewQueueHref,
} from './review-filters.ts';
import './reviews.css';

/**
 * The reviews of one page with their selection boxes; ticks last while the page is shown, and
 * the bulk summary stays when a decision emptied the page.
 */
function ReviewPage({ reviews }: { reviews: readonly AdminReview[] }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const shown = reviews.filter((review) => ticked.has(review.id)).map((review) => review.id);
  const allTicked = reviews.length > 0 && shown.length === reviews.length;
  const select = (id: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <ReviewBulkActions ids={shown} onDone={() => setTicked(new Set())} />
      {reviews.length === 0 ? null : (
        <>
          <div className="admin-item__select review-select-all">
            <input
              id="review-select-all"
              type="checkbox"
              checked={allTicked}
              onChange={(event) =>
                setTicked(new Set(event.currentTarget.checked ? reviews.map((r) => r.id) : []))
              }
            />
            <label htmlFor="review-select-all">{`Select all ${reviews.length} on this page`}</label>
          </div>
          <ol className="admin-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} selected={ticked.has(review.id)} onSelect={select} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function ReviewResults({ status, filters }: { status: ReviewStatus; filters: Filters }) {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const reviews = useQuery(adminReviewsQuery(status, filters, page));
  const location = useLocation();
  return (
    <>
      {reviews.isPending ? <p role="status">Loading reviews…</p> : null}
      {reviews.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the reviews. '}
          <button type="button" className="link-button" onClick={() => reviews.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {reviews.data ? <ReviewPage key={location.search} reviews={reviews.data.items} /> : null}
      {reviews.data?.items.length === 0 ? <p>No {status} reviews match.</p> : null}
      {reviews.data ? (
        <ListPages
          label="Review pages"
          noun="reviews"
          totals={reviews.data}
          hrefOf={(p) => reviewQueueHref(status, filters, p)}
        />
      ) : null}
    </>
  );
}

/**
 * The moderation queue: pending first (oldest first), or the published or rejected reviews,
 * searched and filtered from the URL, with decisions one by one or on the ticked reviews.
 */
export function ReviewQueue() {
  const [params] = useSearchParams();
  const status = statusFrom(
    params,
    REVIEW_STATUS_OPTIONS.map(([s]) => s),
  );
  const filters = reviewFiltersFrom(params);
  return (
    <>
      <StatusFilter
        label="Reviews by status"
        current={status}
        options={REVIEW_STATUS_OPTIONS}
        hrefOf={(s) => reviewQueueHref(s, filters)}
      />
      <ReviewFilters status={status} filters={filters} />
      <ReviewResults status={status} filters={filters} />
    </>
  );
}
