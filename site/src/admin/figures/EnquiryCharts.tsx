import type { AdminFigures } from '@flo/contract';
import { DataTable } from '../../signed-in/index.ts';
import { ChartCard } from './ChartCard.tsx';
import { dayLabel, listing, plural } from './format.ts';
import { HorizontalBars } from './HorizontalBars.tsx';
import { type Series, StackedBars } from './StackedBars.tsx';

type Day = AdminFigures['enquiriesPerDay'][number];

const SOURCES: readonly (Series<Day> & { words: string })[] = [
  { label: 'Chat', words: 'by chat', value: (day) => day.chat },
  { label: 'Form', words: 'by form', value: (day) => day.form },
  { label: 'Posted job', words: 'as posted jobs', value: (day) => day.job },
];

const dayTotal = (day: Day) => day.chat + day.form + day.job;

function perDaySummary(figures: AdminFigures): string {
  const days = figures.enquiriesPerDay;
  const total = days.reduce((sum, day) => sum + dayTotal(day), 0);
  const period = `from ${dayLabel(figures.period.from)} to ${dayLabel(figures.period.to)}`;
  if (total === 0) return `No enquiries ${period}.`;
  const bySource = SOURCES.map((s) => `${days.reduce((sum, d) => sum + s.value(d), 0)} ${s.words}`);
  const busiest = days.reduce((best, day) => (dayTotal(day) > dayTotal(best) ? day : best));
  return `${plural(total, 'enquiry', 'enquiries')} ${period}: ${listing(bySource)}. The busiest day was ${dayLabel(busiest.day)} with ${dayTotal(busiest)}.`;
}

function labelledSummary(rows: AdminFigures['byCity'], what: string): string {
  const total = rows.reduce((sum, row) => sum + row.enquiries, 0);
  const [top] = rows;
  if (!top) return `No enquiries in this period, so none by ${what}.`;
  return `${plural(total, 'enquiry', 'enquiries')} by ${what}; the most, ${top.enquiries}, for ${top.label}.`;
}

function LabelledCard({
  title,
  what,
  rows,
}: {
  title: string;
  what: string;
  rows: AdminFigures['byCity'];
}) {
  return (
    <ChartCard
      title={title}
      summary={labelledSummary(rows, what)}
      chart={
        <HorizontalBars rows={rows.map((row) => ({ label: row.label, value: row.enquiries }))} />
      }
      table={
        <DataTable
          caption={`${title}, most first`}
          columns={[
            {
              header: what === 'city' ? 'City' : 'Flooring',
              rowHeader: true,
              cell: (row) => row.label,
            },
            { header: 'Enquiries', cell: (row) => row.enquiries },
          ]}
          rows={rows}
          rowKey={(row) => row.label}
        />
      }
    />
  );
}

/** Enquiries per day by where they came from, and by city and by flooring. */
export function EnquiryCharts({ figures }: { figures: AdminFigures }) {
  return (
    <>
      <ChartCard
        title="Enquiries per day by source"
        summary={perDaySummary(figures)}
        chart={
          <StackedBars
            rows={figures.enquiriesPerDay}
            category={(day) => day.day}
            categoryLabel={dayLabel}
            series={SOURCES}
          />
        }
        table={
          <DataTable
            caption="Enquiries per day by source, oldest first"
            columns={[
              { header: 'Day', rowHeader: true, cell: (day: Day) => dayLabel(day.day) },
              ...SOURCES.map((s) => ({ header: s.label, cell: s.value })),
              { header: 'All', cell: dayTotal },
            ]}
            rows={figures.enquiriesPerDay}
            rowKey={(day) => day.day}
          />
        }
      />
      <LabelledCard title="Enquiries by city" what="city" rows={figures.byCity} />
      <LabelledCard title="Enquiries by flooring" what="flooring" rows={figures.byService} />
    </>
  );
}
