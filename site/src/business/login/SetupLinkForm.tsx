import type { SetupLinkAccepted } from '@flo/contract';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextField } from '../../forms/Field.tsx';
import { FormSuccess } from '../../forms/FormSuccess.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';

/**
 * An e-mail address → `POST /api/business/setup-link`. The API answers the same whether or not
 * the address has an account, and so does this form.
 */
export function SetupLinkForm() {
  const apiRequest = useApiRequest();
  const form = useApiForm({
    send: async (values) =>
      (await (
        await apiRequest('POST', '/api/business/setup-link', values)
      ).json()) as SetupLinkAccepted,
    failure: { title: 'Your request was not sent' },
  });
  const { mutation } = form;

  return (
    <section className="business-setup-link" aria-labelledby="setup-link-title">
      <h2 id="setup-link-title">Forgotten or never set your password?</h2>
      {mutation.isSuccess ? (
        <FormSuccess title="Check your inbox">
          <p>
            If that address belongs to a registered business, a link to set its password is on its
            way. It works once and expires after 3 days.
          </p>
        </FormSuccess>
      ) : (
        <ApiForm form={form} className="business-form">
          <p>
            Enter the e-mail address of your business account and we will send you a link to choose
            a password.
          </p>
          <TextField
            idPrefix="setup-link"
            name="email"
            label="Business e-mail address"
            type="email"
            autoComplete="email"
            required
          />
          <div className="form__actions">
            <SubmitButton pending={mutation.isPending}>Send me a link</SubmitButton>
          </div>
        </ApiForm>
      )}
    </section>
  );
}
