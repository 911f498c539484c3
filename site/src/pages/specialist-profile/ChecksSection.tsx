import type { SpecialistCheck } from '@flo/contract';
import { ChecksList } from '../../features/checks/ChecksList.tsx';

/**
 * The profile's 'Checked by Flo' section: the checks, or that none is recorded yet, and what a
 * check means (what an operator saw on a day, not a guarantee).
 */
export function ChecksSection({
  name,
  checks,
}: {
  name: string;
  checks: readonly SpecialistCheck[];
}) {
  return (
    <section className="profile__section" aria-labelledby="profile-checks">
      <h2 id="profile-checks">Checked by Flo</h2>
      {checks.length > 0 ? (
        <ChecksList checks={checks} />
      ) : (
        <p>{`Flo has not recorded any checks on ${name} yet.`}</p>
      )}
      <p className="muted">
        A check means someone at Flo saw the document on the day shown. Ask for current certificates
        before work starts.
      </p>
    </section>
  );
}
