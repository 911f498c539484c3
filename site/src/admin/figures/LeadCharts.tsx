import type { AdminFigures } from '@flo/contract';
import { Link } from 'react-router';
import { DataTable } from '../../signed-in/index.ts';
import { ChartCard } from './ChartCard.tsx';
import { duration, percent, plural } from './format.ts';
import { HorizontalBars } from './HorizontalBars.tsx';

type Stage = { label: string; value: number };

/**
 * The period's leads (an enquiry sent to one specialist) and how far they got: replied, quoted,
 * won, each as a share of the leads; the median first response; enquiries nobody received.
 */
export function LeadCharts({ figures }: { figures: AdminFigures }) {
  const { leads, firstResponse, period } = figures;
  const stages: Stage[] = [
    { label: 'Leads', value: leads.leads },
    { label: 'Replied', value: leads.replied },
    { label: 'Quoted', value: leads.quoted },
    { label: 'Won', value: leads.won },
  ];
  const summary =
    leads.leads === 0
      ? 'No leads in this period.'
      : `Of ${plural(leads.leads, 'lead')}, ${percent(leads.replied, leads.leads)} were replied to, ${percent(leads.quoted, leads.leads)} quoted and ${percent(leads.won, leads.leads)} won.`;
  const unmatchedList = `/admin/enquiries?status=new&from=${period.from}&to=${period.to}`;
  return (
    <>
      <ChartCard
        title="Leads replied, quoted and won"
        summary={summary}
        chart={
          <HorizontalBars
            rows={stages}
            valueLabel={(value) => `${value} (${percent(value, leads.leads)})`}
          />
        }
        table={
          <DataTable
            caption="Leads of the period and how far they got"
            columns={[
              { header: 'Stage', rowHeader: true, cell: (stage: Stage) => stage.label },
              { header: 'Leads', cell: (stage: Stage) => stage.value },
              {
                header: 'Share of leads',
                cell: (stage: Stage) => percent(stage.value, leads.leads),
              },
            ]}
            rows={stages}
            rowKey={(stage) => stage.label}
          />
        }
      />
      <section className="card figures-card" aria-labelledby="figures-response">
        <h2 id="figures-response">First response</h2>
        <p className="admin-figure">
          {firstResponse.medianMinutes === null ? '–' : duration(firstResponse.medianMinutes)}
        </p>
        <p className="muted">
          {firstResponse.answered === 0
            ? 'No lead of this period has been answered yet.'
            : `Median time from a lead to the specialist’s first reply, quote or call, over ${plural(firstResponse.answered, 'answered lead')}.`}
        </p>
      </section>
      <section className="card figures-card" aria-labelledby="figures-unmatched">
        <h2 id="figures-unmatched">Unmatched enquiries</h2>
        <p className="admin-figure">{figures.unmatched}</p>
        <p className="muted">
          {'Enquiries of the period no specialist received. '}
          <Link to={unmatchedList}>List the period’s new enquiries</Link>
        </p>
      </section>
    </>
  );
}
