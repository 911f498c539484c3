import type { AdminFunnel } from '@flo/contract';
import { DataTable } from '../../signed-in/index.ts';
import { ChartCard } from '../figures/ChartCard.tsx';
import { dayLabel, percent, plural } from '../figures/format.ts';
import { StackedBars } from '../figures/StackedBars.tsx';

type Day = AdminFunnel['perDay'][number];

/** The mark beside a day the chat settings changed, in the chart's axis and the table. */
const CHANGED = '†';

function perDaySummary(funnel: AdminFunnel): string {
  const changes = funnel.settingsChanges.length;
  const changed =
    changes === 0
      ? 'The chat settings did not change in this period.'
      : `The chat settings changed ${plural(changes, 'time')}, marked ${CHANGED} and listed below.`;
  if (funnel.started === 0) return `No conversations in this period. ${changed}`;
  const busiest = funnel.perDay.reduce((best, day) => (day.started > best.started ? day : best));
  return `Most conversations started on ${dayLabel(busiest.day)}: ${busiest.started}, of which ${busiest.completed} completed. ${changed}`;
}

/**
 * Started and completed per day, with the days the chat settings changed marked on the axis
 * and in the table and listed with what changed: how a change moved the funnel.
 */
export function PerDayCard({ funnel }: { funnel: AdminFunnel }) {
  const changedOn = new Set(funnel.settingsChanges.map((change) => change.day));
  const label = (day: string) => `${dayLabel(day)}${changedOn.has(day) ? ` ${CHANGED}` : ''}`;
  return (
    <div className="funnel-per-day">
      <ChartCard
        title="Conversations per day"
        summary={perDaySummary(funnel)}
        chart={
          <StackedBars<Day>
            rows={funnel.perDay}
            category={(day) => day.day}
            categoryLabel={label}
            series={[
              { label: 'Completed', value: (day) => day.completed },
              { label: 'Not completed', value: (day) => day.started - day.completed },
            ]}
          />
        }
        table={
          <DataTable
            caption="Conversations started and completed per day"
            columns={[
              { header: 'Day', rowHeader: true, cell: (day) => label(day.day) },
              { header: 'Started', cell: (day) => day.started },
              { header: 'Completed', cell: (day) => day.completed },
              { header: 'Completion rate', cell: (day) => percent(day.completed, day.started) },
            ]}
            rows={funnel.perDay}
            rowKey={(day) => day.day}
          />
        }
      />
      {funnel.settingsChanges.length > 0 ? (
        <section className="card figures-card" aria-label="Chat settings changes">
          <h2>Chat settings changes</h2>
          <ul className="funnel-changes">
            {funnel.settingsChanges.map((change) => (
              <li key={`${change.day}-${change.summary}`}>
                <strong>{`${dayLabel(change.day)} ${CHANGED}`}</strong> {change.summary}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
