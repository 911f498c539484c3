import type { SignInLinkAccepted } from '@flo/contract';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiForm } from '../forms/ApiForm.tsx';
import { TextField } from '../forms/Field.tsx';
import { FormSuccess } from '../forms/FormSuccess.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useApiForm } from '../forms/use-api-form.ts';

export interface SignInLinkFormProps {
  /** The area's request ('/api/admin/sign-in-link'). */
  endpoint: string;
  /** Prefixes the field's id ('admin-link' → `admin-link-email`). */
  idPrefix: string;
}

/**
 * An e-mail address → a one-time sign-in link by mail: the way in on a browser that has not
 * signed in before while the login is being attacked (docs/product/security.md#sign-in-throttling).
 * The API answers the same whether or not the address has a login, and so does this form.
 *
 * @example
 * <SignInLinkForm endpoint="/api/admin/sign-in-link" idPrefix="admin-link" />
 */
export function SignInLinkForm({ endpoint, idPrefix }: SignInLinkFormProps) {
  const apiRequest = useApiRequest();
  const form = useApiForm({
    send: async (values) =>
      (await (await apiRequest('POST', endpoint, values)).json()) as SignInLinkAccepted,
    failure: { title: 'Your request was not sent' },
  });
  const { mutation } = form;
  const titleId = `${idPrefix}-title`;

  return (
    <section className="business-setup-link" aria-labelledby={titleId}>
      <h2 id={titleId}>Sign in with an e-mailed link</h2>
      {mutation.isSuccess ? (
        <FormSuccess title="Check your inbox">
          <p>{mutation.data.message}</p>
        </FormSuccess>
      ) : (
        <ApiForm form={form} className="business-form">
          <p>
            Asked to wait, or on a new device? We can e-mail you a link that signs you in once,
            within 15 minutes.
          </p>
          <TextField
            idPrefix={idPrefix}
            name="email"
            label="Your login e-mail"
            type="email"
            autoComplete="email"
            required
          />
          <div className="form__actions">
            <SubmitButton pending={mutation.isPending}>E-mail me a sign-in link</SubmitButton>
          </div>
        </ApiForm>
      )}
    </section>
  );
}
