import { FIGURES_MAX_DAYS } from '@flo/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formValues } from '../../forms/api-error.ts';
import { DateField, PeriodNote, periodOrderProblem } from '../period/PeriodFields.tsx';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last N days ending today (UTC), as the figures' URL query. */
const lastDays = (days: number) => {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return `/admin/figures?from=${isoDay(today - (days - 1) * DAY_MS)}&to=${isoDay(today)}`;
};

const PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

/**
 * The period the figures cover: two days (UTC, both included) written to the URL query, or one
 * of the usual lengths ending today. A start after the end is caught here before asking.
 */
export function PeriodForm({ from, to }: { from: string; to: string }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    if (!values.from || !values.to) return setProblem('Choose both days.');
    const order = periodOrderProblem(values.from, values.to);
    if (order) return setProblem(order);
    setProblem(null);
    void navigate(`/admin/figures?from=${values.from}&to=${values.to}`);
  };
  return (
    <form className="figures-period" onSubmit={apply} aria-label="Period">
      <DateField form="figures" name="from" label="From" value={from} />
      <DateField form="figures" name="to" label="To" value={to} />
      <button type="submit" className="button">
        Show
      </button>
      <ul className="figures-period__presets">
        {PRESETS.map((preset) => (
          <li key={preset.days}>
            <Link to={lastDays(preset.days)}>{preset.label}</Link>
          </li>
        ))}
      </ul>
      <PeriodNote maxDays={FIGURES_MAX_DAYS} problem={problem} />
    </form>
  );
}
