import type { SpecialistDetail } from '@flo/contract';
import { formatResponseTime } from '@flo/contract/rules';

/**
 * How this specialist answers enquiries, measured by Flo over its latest leads (up to 20, none
 * older than 90 days), shown only when the API publishes figures (5 leads or more); otherwise
 * it says the specialist is new to Flo rather than claim a response time nobody measured.
 *
 * @example
 * <ResponseFigures figures={specialist.responseFigures} />
 */
export function ResponseFigures({ figures }: { figures: SpecialistDetail['responseFigures'] }) {
  if (!figures) {
    return <p className="profile__response muted">New to Flo: no response figures yet.</p>;
  }
  const measured = `measured by Flo over its last ${figures.leads} enquiries`;
  return (
    <p className="profile__response">
      {figures.medianFirstResponseMinutes === null
        ? `Answers ${figures.responseRate}% of enquiries (${measured}).`
        : `Typically replies in ${formatResponseTime(figures.medianFirstResponseMinutes)}; answers ${figures.responseRate}% of enquiries (${measured}).`}
    </p>
  );
}
