import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiForm } from '../forms/ApiForm.tsx';
import { TextField } from '../forms/Field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { useToast } from '../global/toast/ToastProvider.tsx';
import { loginFailureText, twoFactorChallengeOf } from './login-failure.ts';
import type { SessionTokens } from './session.ts';
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx';

const STORAGE_BLOCKED =
  'Your browser is blocking site storage, so the login cannot be kept. Allow storage for this site and log in again.';

export interface LoginFormProps {
  /** The area's login ('/api/admin/login'): e-mail and password in, `{ token }` out. */
  endpoint: string;
  /** Where the token is kept (`createSessionTokens`). */
  tokens: SessionTokens;
  /** Where a successful login goes ('/admin'). */
  next: string;
  /** Prefixes the fields' ids ('admin-login' → `admin-login-email`). */
  idPrefix: string;
  /** The address filled in (the business's setup link carries it). */
  defaultEmail?: string;
  /**
   * The token of a mailed one-time sign-in link (`?signin=`): the form then only confirms, and
   * posts `{ token }` to `${endpoint}/link` instead of asking for the password.
   */
  linkToken?: string;
}

/**
 * The login of a signed-in area: e-mail and password → `POST endpoint`; the token is kept and
 * `next` opens. A failure shows the server's error text, else 'Login failed', else 'Network
 * error. Please try again.' (docs/product/errors.md#business-login-errors), with a 'Login failed'
 * toast; a browser that blocks storage is told the login cannot be kept. With `linkToken` it
 * signs in with the mailed link instead, the same way. When the account has two-factor sign-in
 * on, the API answers `two_factor_required` and the form asks for the code next
 * (`TwoFactorCodeForm`).
 *
 * @example
 * <LoginForm endpoint="/api/admin/login" tokens={adminTokens} next="/admin" idPrefix="admin-login" />
 */
export function LoginForm({
  endpoint,
  tokens,
  next,
  idPrefix,
  defaultEmail,
  linkToken,
}: LoginFormProps) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [storageBlocked, setStorageBlocked] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const { toasts, dismiss } = useToast();
  const signIn = (token: string) => {
    if (!tokens.store(token, queryClient)) {
      setStorageBlocked(true);
      setChallenge(null);
      return;
    }
    // A 'Login failed' toast from an earlier attempt must not follow the user in.
    for (const toast of toasts) dismiss(toast.id);
    navigate(next);
  };
  const form = useApiForm({
    send: async (values): Promise<{ token: string } | { challenge: string }> => {
      const path = linkToken === undefined ? endpoint : `${endpoint}/link`;
      try {
        return (await (await apiRequest('POST', path, values)).json()) as { token: string };
      } catch (error) {
        const needed = twoFactorChallengeOf(error);
        if (needed === null) throw error;
        return { challenge: needed };
      }
    },
    onSuccess: (answer) => {
      if ('challenge' in answer) setChallenge(answer.challenge);
      else signIn(answer.token);
    },
    failure: { title: 'Login failed', description: 'Please check your details and try again.' },
  });
  const { mutation } = form;
  if (challenge !== null) {
    return (
      <TwoFactorCodeForm
        endpoint={endpoint}
        challenge={challenge}
        idPrefix={idPrefix}
        onSignedIn={signIn}
        onStartAgain={() => {
          mutation.reset();
          setChallenge(null);
        }}
      />
    );
  }
  const failure = mutation.isError
    ? loginFailureText(mutation.error)
    : storageBlocked
      ? STORAGE_BLOCKED
      : null;

  return (
    <ApiForm
      form={form}
      className="business-form"
      alert={
        failure ? (
          <div role="alert" className="form-alert">
            {failure}
          </div>
        ) : null
      }
    >
      {linkToken === undefined ? (
        <>
          <TextField
            idPrefix={idPrefix}
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="username"
            defaultValue={defaultEmail}
            required
          />
          <TextField
            idPrefix={idPrefix}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
        </>
      ) : (
        <>
          <input type="hidden" name="token" value={linkToken} />
          <p>Your sign-in link works once. Sign in with it now.</p>
        </>
      )}
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Logging in…">
          {linkToken === undefined ? 'Log in' : 'Sign in with this link'}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
