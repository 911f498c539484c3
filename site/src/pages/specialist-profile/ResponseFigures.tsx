import type { SpecialistDetail } from '@flo/contract';
import { formatResponseTime } from './response-time.ts';

/**
 * How this specialist answers enquiries, measured by Flo over the last 90 days, shown only when
 * the API publishes figures (5 leads or more); otherwise it says the specialist is new to Flo
 * rather than claim a response time nobody measured.
 *
 * @example
 * <ResponseFigures figures={specialist.responseFigures} />
 */
export function ResponseFigures({ figures }: { figures: SpecialistDetail['responseFigures'] }) {
  if (!figures) {
    return <p className="profile__response muted">New to Flo: no response figures yet.</p>;
  }
  const measured = `measured by Flo over ${figures.leads} enquiries in the last 90 days`;
  return (
    <p className="profile__response">
      {figures.medianFirstResponseMinutes === null
        ? `Answers ${figures.responseRate}% of enquiries (${measured}).`
        : `Median first reply ${formatResponseTime(figures.medianFirstResponseMinutes)}; answers ${figures.responseRate}% of enquiries (${measured}).`}
    </p>
  );
}
