import type { TwoFactorEnrolment as Enrolment, TwoFactorStatus } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../content/dates.ts';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { apiQuery } from '../data/query-client.ts';
import { useToast } from '../global/toast/ToastProvider.tsx';
import { LoadFailure } from './SignedInPage.tsx';
import { TwoFactorDisableForm } from './TwoFactorDisableForm.tsx';
import { RecoveryCodes, TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';
import './two-factor.css';

export interface TwoFactorSectionProps {
  /** The area whose account is signed in: required for admins once on, optional for businesses. */
  area: 'admin' | 'business';
}

const WHY =
  'With it on, signing in needs a code from an authenticator app on your phone as well as your password or a sign-in link, so a stolen password is not enough.';

/**
 * The signed-in account's two-factor sign-in (`GET /api/{area}/two-factor`): off, a prompt to set
 * it up (a warning for admins, who must); setting up, the secret and its confirmation, then the
 * recovery codes once; on, since when and the codes left, with moving it to a new app and, for
 * businesses, turning it off.
 *
 * @example
 * <TwoFactorSection area="admin" />
 */
export function TwoFactorSection({ area }: TwoFactorSectionProps) {
  const statusQuery = apiQuery<TwoFactorStatus>(`/api/${area}/two-factor`);
  const status = useQuery(statusQuery);
  const queryClient = useQueryClient();
  const apiRequest = useApiRequest();
  const { toast } = useToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
  const start = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', `/api/${area}/two-factor/enrolment`, {})
      ).json()) as Enrolment,
    onSuccess: setEnrolment,
    onError: () => toast({ title: 'Could not start the set-up', variant: 'destructive' }),
  });
  const startButton = (label: string) => (
    <button
      type="button"
      className="button button--primary"
      disabled={start.isPending}
      onClick={() => start.mutate()}
    >
      {label}
    </button>
  );

  let body: ReactNode = null;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrolment) {
    body = (
      <TwoFactorEnrolment
        area={area}
        enrolment={enrolment}
        onConfirmed={(codes) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
          void refresh();
        }}
        onCancel={() => setEnrolment(null)}
      />
    );
  } else if (status.isPending) {
    body = <p role="status">Loading your two-factor sign-in…</p>;
  } else if (status.isError) {
    body = <LoadFailure what="your two-factor sign-in" retry={() => status.refetch()} />;
  } else if (!status.data.enabled) {
    body = (
      <>
        {area === 'admin' ? (
          <div className="form-alert">
            Two-factor sign-in is required for admins. Set it up now: until you do, your password
            alone opens the console.
          </div>
        ) : null}
        <p>
          {area === 'admin' ? '' : 'Two-factor sign-in is optional and off. '}
          {WHY}
        </p>
        {startButton('Set up two-factor sign-in')}
      </>
    );
  } else {
    const { enabledAt, recoveryCodesLeft, canDisable } = status.data;
    body = (
      <>
        <p>
          Two-factor sign-in is on{enabledAt ? ` since ${formatDate(enabledAt)}` : ''}. You have{' '}
          {recoveryCodesLeft} unused recovery {recoveryCodesLeft === 1 ? 'code' : 'codes'}.
        </p>
        <p>
          New phone? Move it to a new authenticator app: the old one keeps working until the new one
          is confirmed, and you get new recovery codes.
        </p>
        {startButton('Move to a new authenticator app')}
        {canDisable ? <TwoFactorDisableForm area={area} onDisabled={refresh} /> : null}
      </>
    );
  }
  return (
    <section className="card two-factor" aria-labelledby={`${area}-two-factor-title`}>
      <h2 id={`${area}-two-factor-title`}>Two-factor sign-in</h2>
      {body}
    </section>
  );
}
