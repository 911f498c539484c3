import { useState } from 'react';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiForm } from '../forms/ApiForm.tsx';
import { TextField } from '../forms/Field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { loginFailureText } from './login-failure.ts';

export interface TwoFactorCodeFormProps {
  /** The area's login ('/api/admin/login'); the code goes to `${endpoint}/two-factor`. */
  endpoint: string;
  /** What the first factor's `two_factor_required` answer carried. */
  challenge: string;
  /** Prefixes the fields' ids. */
  idPrefix: string;
  /** Keeps the bearer token and opens the area. */
  onSignedIn: (token: string) => void;
  /** Back to the password, for a sign-in that expired. */
  onStartAgain: () => void;
}

/**
 * The second step of a sign-in with two-factor on: the code from the authenticator app (digits,
 * offered to the browser's one-time-code autofill) or, switched to, one recovery code, sent with
 * the challenge; the server's words when it refuses, and a way back to the password.
 *
 * @example
 * <TwoFactorCodeForm endpoint="/api/admin/login" challenge={challenge} idPrefix="admin-login" onSignedIn={keep} onStartAgain={reset} />
 */
export function TwoFactorCodeForm({
  endpoint,
  challenge,
  idPrefix,
  onSignedIn,
  onStartAgain,
}: TwoFactorCodeFormProps) {
  const apiRequest = useApiRequest();
  const [recovery, setRecovery] = useState(false);
  const form = useApiForm({
    send: async (values) =>
      (await (
        await apiRequest('POST', `${endpoint}/two-factor`, { challenge, ...values })
      ).json()) as { token: string },
    onSuccess: (answer) => onSignedIn(answer.token),
    failure: { title: 'Login failed', description: 'Please check the code and try again.' },
  });
  const { mutation } = form;
  return (
    <ApiForm
      form={form}
      className="business-form"
      alert={
        mutation.isError ? (
          <div role="alert" className="form-alert">
            {loginFailureText(mutation.error)}
          </div>
        ) : null
      }
    >
      <p>Two-factor sign-in is on for this account.</p>
      {recovery ? (
        <TextField
          key="recoveryCode"
          idPrefix={idPrefix}
          name="recoveryCode"
          label="Recovery code"
          hint="One of the codes you saved when you set up two-factor sign-in. Each works once."
          autoComplete="off"
          required
        />
      ) : (
        <TextField
          key="code"
          idPrefix={idPrefix}
          name="code"
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
        />
      )}
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Checking…">
          Sign in
        </SubmitButton>
        <button type="button" className="link-button" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use the code from your app' : 'Use a recovery code'}
        </button>
        <button type="button" className="link-button" onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </ApiForm>
  );
}
