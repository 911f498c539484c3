import type { AdminFigures } from '@flo/contract';
import { DataTable } from '../../signed-in/index.ts';
import { ChartCard } from './ChartCard.tsx';
import { plural, weekLabel } from './format.ts';
import { type Series, StackedBars } from './StackedBars.tsx';

type ClaimWeek = AdminFigures['claimsPerWeek'][number];
type PlanWeek = AdminFigures['plansPerWeek'][number];

const CLAIM_OUTCOMES: readonly Series<ClaimWeek>[] = [
  { label: 'Approved', value: (week) => week.approved },
  { label: 'Rejected', value: (week) => week.rejected },
  { label: 'Waiting', value: (week) => week.pending },
];

const PLAN_MOVES: readonly Series<PlanWeek>[] = [
  { label: 'Started', value: (week) => week.started },
  { label: 'Ended', value: (week) => week.ended },
];

const sum = <Row,>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

function WeeklyCard<Row extends { week: string }>({
  title,
  summary,
  rows,
  series,
}: {
  title: string;
  summary: string;
  rows: readonly Row[];
  series: readonly Series<Row>[];
}) {
  return (
    <ChartCard
      title={title}
      summary={summary}
      chart={
        <StackedBars
          rows={rows}
          category={(row) => row.week}
          categoryLabel={weekLabel}
          series={series}
        />
      }
      table={
        <DataTable
          caption={`${title}, weeks from Monday, oldest first`}
          columns={[
            { header: 'Week', rowHeader: true, cell: (row: Row) => weekLabel(row.week) },
            ...series.map((s) => ({ header: s.label, cell: s.value })),
          ]}
          rows={rows}
          rowKey={(row) => row.week}
        />
      }
    />
  );
}

/** Claims of listings per week by outcome, plans started and ended per week, and live plans. */
export function PlanCharts({ figures }: { figures: AdminFigures }) {
  const claims = figures.claimsPerWeek;
  const plans = figures.plansPerWeek;
  const live = figures.livePlans;
  const claimCounts = CLAIM_OUTCOMES.map((s) => `${sum(claims, s.value)} ${s.label.toLowerCase()}`);
  return (
    <>
      <WeeklyCard
        title="Claims per week"
        summary={`${plural(
          sum(claims, (w) => w.approved + w.rejected + w.pending),
          'claim',
        )} made in the period: ${claimCounts.join(', ')}.`}
        rows={claims}
        series={CLAIM_OUTCOMES}
      />
      <WeeklyCard
        title="Plans started and ended per week"
        summary={`${plural(
          sum(plans, (w) => w.started),
          'plan',
        )} started and ${sum(plans, (w) => w.ended)} ended in the period.`}
        rows={plans}
        series={PLAN_MOVES}
      />
      <section className="card figures-card" aria-labelledby="figures-live-plans">
        <h2 id="figures-live-plans">Live plans</h2>
        <p className="admin-figure">{live.standard + live.featured}</p>
        <p className="muted">{`Standard ${live.standard}, Featured ${live.featured}, today.`}</p>
      </section>
    </>
  );
}
