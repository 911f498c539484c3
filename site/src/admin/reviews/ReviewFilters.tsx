import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formValues } from '../../forms/api-error.ts';
import '../moderation.css';
import { SelectField, TextField } from '../../forms/Field.tsx';
import type { ReviewStatus } from '../moderation-queries.ts';
import {
  type ReviewFilters as Filters,
  REVIEW_FILTERS,
  reviewQueueHref,
} from './review-filters.ts';

const RATINGS = ['5', '4', '3', '2', '1'].map((value) => ({
  value,
  label: `${value} star${value === '1' ? '' : 's'}`,
}));

/**
 * Search and filters of the review queue. Applying them rewrites the URL, so the filtered queue
 * can be bookmarked or sent to a colleague; they narrow what the operator sees, never what the
 * public sees.
 */
export function ReviewFilters({ status, filters }: { status: ReviewStatus; filters: Filters }) {
  const navigate = useNavigate();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const chosen = Object.fromEntries(
      REVIEW_FILTERS.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
    );
    void navigate(reviewQueueHref(status, chosen));
  };
  const field = { idPrefix: 'review-filter', markOptional: false } as const;
  return (
    <form
      key={JSON.stringify(filters)}
      className="form card admin-filters"
      method="get"
      onSubmit={apply}
      aria-label="Search and filter reviews"
    >
      <TextField
        {...field}
        name="q"
        label="Search"
        hint="Words in the review, the reviewer's name or the listing's name"
        defaultValue={filters.q ?? ''}
        maxLength={100}
      />
      <TextField
        {...field}
        name="specialist"
        label="Listing (id or slug)"
        defaultValue={filters.specialist ?? ''}
        maxLength={160}
      />
      <SelectField
        {...field}
        name="rating"
        label="Rating"
        anyOption="Any rating"
        options={RATINGS}
        defaultValue={filters.rating ?? ''}
      />
      <SelectField
        {...field}
        name="verified"
        label="Verified"
        anyOption="Verified or not"
        options={[
          { value: 'true', label: 'Verified only' },
          { value: 'false', label: 'Not verified only' },
        ]}
        defaultValue={filters.verified ?? ''}
      />
      <TextField
        {...field}
        name="olderThanDays"
        label="Waiting at least (days)"
        type="number"
        inputMode="numeric"
        defaultValue={filters.olderThanDays ?? ''}
      />
      <TextField
        {...field}
        name="from"
        label="Sent from"
        type="date"
        defaultValue={filters.from ?? ''}
      />
      <TextField {...field} name="to" label="Sent to" type="date" defaultValue={filters.to ?? ''} />
      <SelectField
        {...field}
        name="order"
        label="Order"
        options={[
          { value: 'oldest', label: 'Oldest first' },
          { value: 'newest', label: 'Newest first' },
        ]}
        defaultValue={filters.order ?? 'oldest'}
      />
      <SelectField
        {...field}
        name="pageSize"
        label="Per page"
        options={['20', '50']}
        defaultValue={filters.pageSize ?? '20'}
      />
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </div>
    </form>
  );
}
