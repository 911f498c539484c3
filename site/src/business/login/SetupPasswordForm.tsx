import type { SetupPasswordResponse } from '@flo/contract';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextField } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';

/** The fields a visitor can correct; an error on the link's own token or address cannot be. */
const VISIBLE_FIELDS = ['password', 'confirmPassword'];

/**
 * Password and confirmation → `POST /api/business/setup-password` with the token and address
 * of the e-mailed link (`/login?setup=TOKEN&email=ADDRESS`). Problems with the password show
 * beside its fields; anything else (used, replaced or expired link) says 'Password setup failed'.
 */
export function SetupPasswordForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: () => void;
}) {
  const apiRequest = useApiRequest();
  const form = useApiForm({
    send: async (values) =>
      (await (
        await apiRequest('POST', '/api/business/setup-password', values)
      ).json()) as SetupPasswordResponse,
    onSuccess: onDone,
    failure: { title: 'Password setup failed' },
  });
  const { problem, mutation } = form;
  const aboutPassword = problem && VISIBLE_FIELDS.some((name) => problem.fields[name]);

  return (
    <ApiForm
      form={form}
      className="business-form"
      alert={
        problem && !aboutPassword ? (
          <div role="alert" className="form-alert">
            Password setup failed. The link may have been used already, replaced by a newer one or
            expired: ask for a new link below.
          </div>
        ) : problem ? (
          <FormAlert problem={problem} />
        ) : null
      }
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="email" value={email} />
      <p>
        Choose the password for <strong>{email}</strong>.
      </p>
      <TextField
        idPrefix="setup"
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        required
      />
      <TextField
        idPrefix="setup"
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
          Set password
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
