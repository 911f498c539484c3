import type { AdminLoginResponse } from '@flo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginFailureText } from '../../business/login/login-failure.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { adminTokens } from '../use-admin-session.ts';

const STORAGE_BLOCKED =
  'Your browser is blocking site storage, so the login cannot be kept. Allow storage for this site and log in again.';

/** E-mail and password → `POST /api/admin/login`; the token is kept and the overview opens. */
export function AdminLoginForm() {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [storageBlocked, setStorageBlocked] = useState(false);
  const { toasts, dismiss } = useToast();
  const form = useApiForm({
    send: async (values) =>
      (await (await apiRequest('POST', '/api/admin/login', values)).json()) as AdminLoginResponse,
    onSuccess: (answer) => {
      if (!adminTokens.store(answer.token, queryClient)) {
        setStorageBlocked(true);
        return;
      }
      for (const toast of toasts) dismiss(toast.id);
      navigate('/admin');
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
        idPrefix="admin-login"
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="username"
        required
      />
      <TextField
        idPrefix="admin-login"
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
