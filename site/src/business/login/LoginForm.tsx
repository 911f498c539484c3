import type { BusinessLoginResponse } from '@flo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { businessTokens } from '../use-business-session.ts';
import { loginFailureText } from './login-failure.ts';

type LoginSuccess = Extract<BusinessLoginResponse, { success: true }>;

const STORAGE_BLOCKED =
  'Your browser is blocking site storage, so the login cannot be kept. Allow storage for this site and log in again.';

/** E-mail and password → `POST /api/business/login`; the token is kept and the dashboard opens. */
export function LoginForm({ defaultEmail }: { defaultEmail: string }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [storageBlocked, setStorageBlocked] = useState(false);
  const { toasts, dismiss } = useToast();
  const form = useApiForm({
    send: async (values) =>
      (await (await apiRequest('POST', '/api/business/login', values)).json()) as LoginSuccess,
    onSuccess: (answer) => {
      if (!businessTokens.store(answer.token, queryClient)) {
        setStorageBlocked(true);
        return;
      }
      // A 'Login failed' toast from an earlier attempt must not follow the business in.
      for (const toast of toasts) dismiss(toast.id);
      navigate('/dashboard');
    },
    failure: { title: 'Login failed', description: 'Please check your details and try again.' },
  });
  const { mutation } = form;
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
      <TextField
        idPrefix="login"
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="username"
        defaultValue={defaultEmail}
        required
      />
      <TextField
        idPrefix="login"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Logging in…">
          Log in
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
