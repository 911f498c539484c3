import type { AuditEntry } from '@flo/contract';
import { AUDIT_ENTITY_KINDS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { formValues } from '../../forms/api-error.ts';
import { DataTable } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import { pageFrom } from '../moderation-queries.ts';
import { useListSort } from '../use-list-sort.ts';
import { actorText, ChangeList, entityText, fieldName } from './ChangeList.tsx';
import { AUDIT_FILTERS, type AuditFilters, auditFiltersFrom, auditQuery } from './queries.ts';

const searchOf = (filters: AuditFilters, page = 1) => {
  const params = new URLSearchParams(filters as Record<string, string>);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
};

function Input({
  name,
  label,
  value,
  type = 'text',
}: {
  name: string;
  label: string;
  value?: string | undefined;
  type?: string;
}) {
  const id = `audit-filter-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type={type} className="field__input" defaultValue={value} />
    </div>
  );
}

/** Entity, id, who, action and day filters; applying them rewrites the URL query. */
function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const navigate = useNavigate();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const chosen = Object.fromEntries(
      AUDIT_FILTERS.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
    );
    void navigate(searchOf(chosen));
  };
  return (
    <form
      className="form card admin-filters"
      method="get"
      onSubmit={apply}
      aria-label="Filter the audit log"
    >
      <div className="field">
        <label className="field__label" htmlFor="audit-filter-entityKind">
          What
        </label>
        <select
          id="audit-filter-entityKind"
          name="entityKind"
          className="field__input"
          defaultValue={filters.entityKind ?? ''}
        >
          <option value="">Anything</option>
          {AUDIT_ENTITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {fieldName(kind)}
            </option>
          ))}
        </select>
      </div>
      <Input name="entityId" label="Id or reference" value={filters.entityId} />
      <Input name="actor" label="Changed by (e-mail)" value={filters.actor} type="email" />
      <Input name="action" label="Action" value={filters.action} />
      <Input name="from" label="From" value={filters.from} type="date" />
      <Input name="to" label="To" value={filters.to} type="date" />
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </div>
    </form>
  );
}

/**
 * Every recorded change (`GET /api/admin/audit`), newest first (or oldest, from the When
 * header), 50 a page: when, who, what and each changed field before → after, filtered by the
 * URL's query.
 */
export function AuditLog() {
  const [params] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const page = pageFrom(params);
  const sort = useListSort({ by: 'at', order: 'desc', firstOrder: { at: 'desc' } });
  const log = useQuery(auditQuery(filters, page, sort.search));
  return (
    <>
      <AuditFilterForm key={params.toString()} filters={filters} />
      {log.isPending ? <p role="status">Loading the audit log…</p> : null}
      {log.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the audit log. '}
          <button type="button" className="link-button" onClick={() => log.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {log.data ? (
        <>
          <p
            className="muted"
            role="status"
          >{`${log.data.total} ${log.data.total === 1 ? 'change' : 'changes'}`}</p>
          <DataTable<AuditEntry>
            caption="Recorded changes"
            hideCaption
            sort={sort.table}
            columns={[
              {
                header: 'When',
                sortKey: 'at',
                cell: (e) => formatDateTime(e.at),
                rowHeader: true,
              },
              { header: 'Who', cell: actorText },
              { header: 'What', cell: entityText },
              { header: 'Action', cell: (e) => e.action },
              { header: 'Before → after', cell: (e) => <ChangeList entry={e} /> },
            ]}
            rows={log.data.items}
            rowKey={(e) => e.id}
            rowAttributes={(e) => ({ 'data-audit-id': e.id })}
            empty={<p>No changes match these filters.</p>}
          />
          <ListPages
            label="Audit log pages"
            noun="changes"
            totals={log.data}
            hrefOf={(p) => searchOf({ ...filters, ...sort.search }, p)}
          />
        </>
      ) : null}
    </>
  );
}
