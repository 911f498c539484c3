import type { OperatorSettings } from '@flo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { operatorSettingsQuery, refreshAdminData } from '../moderation-queries.ts';

/** What a field says when empty: the environment's value takes over. */
const fallbackHint = (setting: OperatorSettings['operatorEmail']) =>
  `Leave empty to use the server's setting: ${setting.fromEnvironment}`;

function SettingsForm({ settings }: { settings: OperatorSettings }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useApiForm({
    send: async (values) => {
      setSaved(false);
      return (await (
        await apiRequest('PUT', '/api/admin/settings', {
          operatorEmail: values.operatorEmail ?? null,
          mailFrom: values.mailFrom ?? null,
        })
      ).json()) as OperatorSettings;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(operatorSettingsQuery.queryKey, answer);
      setSaved(true);
      void refreshAdminData(queryClient);
    },
    failure: { title: 'Settings not saved' },
  });
  return (
    <ApiForm form={form} className="admin-form">
      <TextField
        name="operatorEmail"
        type="email"
        label="Operators’ e-mail address"
        hint={`Claims, contact messages, subscription requests and unmatched enquiries are mailed here. ${fallbackHint(settings.operatorEmail)}`}
        defaultValue={settings.operatorEmail.overridden ? settings.operatorEmail.value : ''}
        maxLength={254}
      />
      <TextField
        name="mailFrom"
        label="Send mail from"
        hint={`An address, optionally with a name: Flo <hello@flo.example>. ${fallbackHint(settings.mailFrom)}`}
        defaultValue={settings.mailFrom.overridden ? settings.mailFrom.value : ''}
        maxLength={200}
      />
      <div className="form__actions">
        <SubmitButton pending={form.mutation.isPending} pendingLabel="Saving…">
          Save settings
        </SubmitButton>
      </div>
      {saved && !form.mutation.isError ? (
        <p role="status">
          {`Saved. Operators’ mail goes to ${settings.operatorEmail.value}, sent from ${settings.mailFrom.value}.`}
        </p>
      ) : null}
    </ApiForm>
  );
}

/** The operators' address and the mail sender (`GET/PUT /api/admin/settings`). */
export function OperatorSettingsSection() {
  const settings = useQuery(operatorSettingsQuery);
  if (settings.isPending) return <p role="status">Loading the settings…</p>;
  if (settings.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the settings. '}
        <button type="button" className="link-button" onClick={() => settings.refetch()}>
          Try again
        </button>
      </div>
    );
  return <SettingsForm settings={settings.data} />;
}
