import { useState } from 'react';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiForm } from '../forms/ApiForm.tsx';
import { TextField } from '../forms/Field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useApiForm } from '../forms/use-api-form.ts';
import { useToast } from '../global/toast/ToastProvider.tsx';

/**
 * Turning two-factor sign-in off (businesses only): a current code from the app, or one recovery
 * code, proves it is the owner and not just an open session.
 *
 * @example
 * <TwoFactorDisableForm area="business" onDisabled={refresh} />
 */
export function TwoFactorDisableForm({
  area,
  onDisabled,
}: {
  area: 'admin' | 'business';
  onDisabled: () => void;
}) {
  const apiRequest = useApiRequest();
  const { toast } = useToast();
  const [recovery, setRecovery] = useState(false);
  const form = useApiForm({
    send: (values) => apiRequest('POST', `/api/${area}/two-factor/disable`, values),
    onSuccess: () => {
      toast({ title: 'Two-factor sign-in is off' });
      onDisabled();
    },
    failure: { title: 'Two-factor sign-in is still on', description: 'Check the code.' },
  });
  return (
    <details className="two-factor-disable">
      <summary>Turn two-factor sign-in off</summary>
      <ApiForm form={form} className="two-factor-form">
        {recovery ? (
          <TextField
            key="recoveryCode"
            idPrefix={`${area}-two-factor-off`}
            name="recoveryCode"
            label="Recovery code"
            autoComplete="off"
            required
          />
        ) : (
          <TextField
            key="code"
            idPrefix={`${area}-two-factor-off`}
            name="code"
            label="Current code from your authenticator app"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
          />
        )}
        <div className="form__actions">
          <SubmitButton pending={form.mutation.isPending} pendingLabel="Checking…">
            Turn off
          </SubmitButton>
          <button type="button" className="link-button" onClick={() => setRecovery(!recovery)}>
            {recovery ? 'Use the code from your app' : 'Use a recovery code'}
          </button>
        </div>
      </ApiForm>
    </details>
  );
}
