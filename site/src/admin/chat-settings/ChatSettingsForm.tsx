import type { AdminChatSettings } from '@flo/contract';
import { PAGE_TYPES } from '@flo/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { ChatPreview } from './ChatPreview.tsx';
import { adminChatSettingsQuery, PAGE_TYPE_LABELS } from './queries.ts';
import { SplitTestField } from './SplitTestField.tsx';

/** The settings as `PUT /api/admin/chat-settings` takes them: the whole set, every time. */
function settingsFrom(
  form: HTMLFormElement,
  accentColour: string,
  greeting: string,
  greetingB: string,
) {
  const data = new FormData(form);
  const onFor = data.getAll('pageTypes').map(String);
  return {
    enabled: data.has('enabled'),
    pageSettings: Object.fromEntries(
      PAGE_TYPES.map((type) => [type, { enabled: onFor.includes(type) }]),
    ) as AdminChatSettings['pageSettings'],
    allowedOrigins: String(data.get('allowedOrigins') ?? '')
      .split('\n')
      .map((origin) => origin.trim())
      .filter(Boolean),
    contactEmail: String(data.get('contactEmail') ?? '').trim(),
    accentColour,
    greeting: greeting.trim() === '' ? null : greeting.trim(),
    greetingB: greetingB.trim() === '' ? null : greetingB.trim(),
  } satisfies AdminChatSettings;
}

/** The API's first message for `name` or for any of its items ('allowedOrigins.2'). */
const errorFor = (fields: Record<string, string> | undefined, name: string) =>
  fields?.[name] ?? Object.entries(fields ?? {}).find(([key]) => key.startsWith(`${name}.`))?.[1];

const FieldError = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <p id={id} className="field__error">
      {text}
    </p>
  ) : null;

/**
 * Flo's settings: on or off everywhere and per page type, the sites allowed to embed it, the
 * address it gives visitors, and its accent colour and greeting (and a second greeting to
 * split-test against it), previewed live beside the form. Saving sends the whole set (`PUT /api/admin/chat-settings`); public pages read it on
 * their next load.
 */
export function ChatSettingsForm({ settings }: { settings: AdminChatSettings }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [accentColour, setAccentColour] = useState(settings.accentColour);
  const [greeting, setGreeting] = useState(settings.greeting ?? '');
  const [greetingB, setGreetingB] = useState(settings.greetingB ?? '');
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: async (body: AdminChatSettings) =>
      (await (
        await apiRequest('PUT', '/api/admin/chat-settings', body)
      ).json()) as AdminChatSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminChatSettingsQuery.queryKey, answer);
      setSaved(true);
    },
    onError: () =>
      toast({
        title: 'Chat settings not saved',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const problem = mutation.isError ? formProblemFrom(mutation.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    mutation.mutate(settingsFrom(event.currentTarget, accentColour, greeting, greetingB));
  };
  const originsError = errorFor(problem?.fields, 'allowedOrigins');
  const greetingError = errorFor(problem?.fields, 'greeting');
  const greetingBError = errorFor(problem?.fields, 'greetingB');
  const accentError = errorFor(problem?.fields, 'accentColour');
  return (
    <div className="chat-settings">
      <ApiForm form={{ onSubmit, problem }} className="admin-form chat-settings__form">
        <label className="business-checkbox">
          <input type="checkbox" name="enabled" defaultChecked={settings.enabled} /> Flo is on
          across the site
        </label>
        <fieldset className="field business-fieldset">
          <legend className="field__label">Show Flo on</legend>
          {PAGE_TYPES.map((type) => (
            <label key={type} className="business-checkbox">
              <input
                type="checkbox"
                name="pageTypes"
                value={type}
                defaultChecked={settings.pageSettings[type].enabled}
              />{' '}
              {PAGE_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <div className={accentError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="chat-accent">
            Accent colour
          </label>
          <input
            id="chat-accent"
            type="color"
            className="chat-settings__colour"
            value={accentColour}
            onChange={(event) => setAccentColour(event.target.value)}
            aria-describedby={accentError ? 'chat-accent-error' : undefined}
          />
          <FieldError id="chat-accent-error" text={accentError} />
        </div>
        <div className={greetingError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="chat-greeting">
            Greeting <span className="field__optional">(optional)</span>
          </label>
          <p id="chat-greeting-hint" className="field__hint">
            Flo’s first words in every chat. Leave empty for Flo’s usual welcome.
          </p>
          <textarea
            id="chat-greeting"
            className="field__input field__input--multiline"
            rows={2}
            maxLength={300}
            value={greeting}
            onChange={(event) => setGreeting(event.target.value)}
            aria-invalid={greetingError ? true : undefined}
            aria-describedby={
              greetingError ? 'chat-greeting-hint chat-greeting-error' : 'chat-greeting-hint'
            }
          />
          <FieldError id="chat-greeting-error" text={greetingError} />
        </div>
        <SplitTestField value={greetingB} onChange={setGreetingB} error={greetingBError} />
        <TextField
          idPrefix="chat"
          name="contactEmail"
          type="email"
          label="Contact e-mail shown in the chat"
          hint="Flo gives visitors this address when an enquiry cannot be sent."
          defaultValue={settings.contactEmail}
          maxLength={254}
          required
        />
        <TextAreaField
          idPrefix="chat"
          name="allowedOrigins"
          label="Sites allowed to embed Flo"
          hint="One origin per line, such as https://example.co.uk. Leave empty to allow any site."
          rows={3}
          defaultValue={settings.allowedOrigins.join('\n')}
          error={originsError}
        />
        <div className="form__actions">
          <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
            Save chat settings
          </SubmitButton>
        </div>
        {saved && !mutation.isError ? (
          <p role="status">Saved. Public pages use these settings from their next load.</p>
        ) : null}
      </ApiForm>
      <ChatPreview accentColour={accentColour} greeting={greeting} greetingB={greetingB} />
    </div>
  );
}
