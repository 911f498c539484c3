import type { AdminSpecialistDetail } from '@flo/contract';
import { useMutation } from '@tanstack/react-query';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';

/**
 * Who manages the listing, and a button that e-mails that business a fresh one-time link to
 * set its password (`POST /api/admin/specialists/{id}/setup-link`, the claim approval's mail).
 */
export function BusinessLogin({ specialist }: { specialist: AdminSpecialistDetail }) {
  const apiRequest = useApiRequest();
  const send = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/specialists/${specialist.id}/setup-link`),
  });
  const { business } = specialist;
  if (!business) return <p>No business manages this listing yet.</p>;
  return (
    <>
      <dl className="admin-facts">
        <dt>Login e-mail</dt>
        <dd>{business.email}</dd>
        <dt>Password</dt>
        <dd>{business.hasPassword ? 'Set' : 'Not set yet'}</dd>
      </dl>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending…' : 'E-mail a password link'}
        </button>
      </p>
      {send.isSuccess ? (
        <p role="status">{`A password link is on its way to ${business.email}.`}</p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="form-alert">
          {formProblemFrom(send.error).message}
        </p>
      ) : null}
    </>
  );
}
