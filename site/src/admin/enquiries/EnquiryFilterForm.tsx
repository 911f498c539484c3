import { SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formValues } from '../../forms/api-error.ts';
import { SelectField } from '../../forms/Field.tsx';
import { locationsQuery } from '../../pages/locations/LocationsPage.tsx';
import {
  ENQUIRY_FILTERS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryFilters,
  filterSearch,
} from './queries.ts';

function DateField({ name, label, value }: { name: string; label: string; value?: string }) {
  const id = `enquiry-filter-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type="date" className="field__input" defaultValue={value} />
    </div>
  );
}

/**
 * The CSV of the filtered enquiries. The API wants the admin's bearer token, which a plain
 * link cannot carry, so the file is fetched through the site's request helper and saved.
 */
function DownloadCsv({ search }: { search: string }) {
  const apiRequest = useApiRequest();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const res = await apiRequest('GET', `/api/admin/enquiries.csv${search}`);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'flo-enquiries.csv';
      link.click();
      URL.revokeObjectURL(url);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Preparing the CSV…' : 'Download CSV'}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="form-alert">
          The CSV could not be downloaded. Please try again.
        </p>
      ) : null}
    </>
  );
}

/**
 * Status, city, service and date filters; applying them rewrites the URL query, keeping the
 * list's order (`sort`), which the CSV follows too.
 */
export function EnquiryFilterForm({
  filters,
  sort,
}: {
  filters: EnquiryFilters;
  sort: Record<string, string>;
}) {
  const navigate = useNavigate();
  const cities = useQuery(locationsQuery).data?.regions.flatMap((r) => r.cities) ?? [];
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const chosen = Object.fromEntries(
      ENQUIRY_FILTERS.flatMap((n) => (values[n] ? [[n, values[n]]] : [])),
    );
    void navigate(`/admin/enquiries${filterSearch(chosen, sort)}`);
  };
  return (
    <form
      className="form card admin-filters"
      method="get"
      onSubmit={apply}
      aria-label="Filter enquiries"
    >
      <SelectField
        idPrefix="enquiry-filter"
        name="status"
        label="Status"
        defaultValue={filters.status ?? ''}
        anyOption="Any status"
        options={Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        key={cities.length}
        idPrefix="enquiry-filter"
        name="city"
        label="City"
        defaultValue={filters.city ?? ''}
        anyOption="Any city"
        options={cities.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <SelectField
        idPrefix="enquiry-filter"
        name="service"
        label="Service"
        defaultValue={filters.service ?? ''}
        anyOption="Any service"
        options={SERVICE_SLUGS.map((s) => ({ value: s, label: SERVICE_NAMES[s] }))}
      />
      <DateField
        name="from"
        label="Received from"
        {...(filters.from ? { value: filters.from } : {})}
      />
      <DateField name="to" label="Received to" {...(filters.to ? { value: filters.to } : {})} />
      <div className="admin-filters__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        <DownloadCsv search={filterSearch(filters, sort)} />
      </div>
    </form>
  );
}
