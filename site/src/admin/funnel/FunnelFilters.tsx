import { type AdminFunnel, FUNNEL_MAX_DAYS, type PageType } from '@flo/contract';
import { FUNNEL_FLOWS } from '@flo/contract/funnel';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { formValues } from '../../forms/api-error.ts';
import { PAGE_TYPE_LABELS } from '../chat-settings/queries.ts';
import { DateField, PeriodNote, periodOrderProblem } from '../period/PeriodFields.tsx';
import { FLOW_LABELS, originLabel } from './labels.ts';

/** What the screen shows, as its URL query says it (absent: the API's defaults). */
export interface FunnelFilterValues {
  from?: string;
  to?: string;
  flow?: string;
  pageType?: string;
  origin?: string;
}

function Select({
  name,
  label,
  value,
  options,
  all,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly Option[];
  all?: string;
}) {
  const id = `funnel-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__input" defaultValue={value ?? ''}>
        {all ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type Option = { value: string; label: string };

/** The slices the period has data for, and the chosen one even if it has none. */
const withChosen = (options: Option[], chosen: string | undefined, label: (v: string) => string) =>
  chosen && !options.some((option) => option.value === chosen)
    ? [...options, { value: chosen, label: label(chosen) }]
    : options;

/**
 * The funnel's period (UTC days, both included), flow, page type and embedding site, written to
 * the URL query. The page types and sites offered are those the period has conversations for.
 */
export function FunnelFilters({
  values,
  funnel,
}: {
  values: FunnelFilterValues;
  funnel: AdminFunnel | undefined;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = formValues(event.currentTarget);
    const order = periodOrderProblem(chosen.from, chosen.to);
    if (order) return setProblem(order);
    setProblem(null);
    const query = new URLSearchParams(
      Object.entries(chosen).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    void navigate(`/admin/funnel?${query}`);
  };
  const pageTypes = withChosen(
    (funnel?.pageTypes ?? []).map(({ pageType, started }) => ({
      value: pageType,
      label: `${PAGE_TYPE_LABELS[pageType]} (${started})`,
    })),
    values.pageType,
    (value) => PAGE_TYPE_LABELS[value as PageType] ?? value,
  );
  const origins = withChosen(
    (funnel?.origins ?? []).map(({ origin, started }) => ({
      value: origin,
      label: `${originLabel(origin)} (${started})`,
    })),
    values.origin,
    originLabel,
  );
  return (
    <form className="figures-period funnel-filters" onSubmit={apply} aria-label="Funnel filters">
      <DateField
        form="funnel"
        name="from"
        label="From"
        value={funnel?.period.from ?? values.from ?? ''}
      />
      <DateField form="funnel" name="to" label="To" value={funnel?.period.to ?? values.to ?? ''} />
      <Select
        name="flow"
        label="Flow"
        value={funnel?.flow ?? values.flow}
        options={FUNNEL_FLOWS.map((flow) => ({ value: flow, label: FLOW_LABELS[flow] }))}
      />
      <Select
        name="pageType"
        label="Page type"
        value={values.pageType}
        options={pageTypes}
        all="All page types"
      />
      <Select name="origin" label="Site" value={values.origin} options={origins} all="All sites" />
      <button type="submit" className="button">
        Show
      </button>
      <PeriodNote maxDays={FUNNEL_MAX_DAYS} problem={problem} />
    </form>
  );
}
