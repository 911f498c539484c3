import type { SpecialistCheck } from '@flo/contract';
import { checkDetail, checkHeadline, companiesHouseUrl } from '@flo/contract/rules';
import './checks-list.css';

/**
 * The checks operators recorded on a listing, each with the day Flo saw the evidence (ADR 028):
 * 'Insurance seen by Flo on 3 Nov 2026'; a company's number links to its Companies House page.
 * Shared by the public profile and the business dashboard, which also sees expired ones, marked.
 *
 * @example
 * <ChecksList checks={specialist.checks} />
 */
export function ChecksList({
  checks,
}: {
  checks: readonly (SpecialistCheck & { expired?: boolean })[];
}) {
  return (
    <ul className="checks">
      {checks.map((check) => {
        const detail = checkDetail(check);
        return (
          <li key={check.id} className={`checks__item checks__item--${check.kind}`}>
            <span className="checks__headline">{checkHeadline(check)}</span>
            {check.kind === 'company' ? (
              <span className="checks__detail">
                {'Company number '}
                <a href={companiesHouseUrl(check.detail)} rel="noopener">
                  {check.detail}
                </a>
                {' on Companies House'}
              </span>
            ) : null}
            {detail ? <span className="checks__detail muted">{detail}</span> : null}
            {check.expired ? (
              <span className="checks__detail checks__detail--expired">
                Past its end date, so no longer shown on the profile
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
