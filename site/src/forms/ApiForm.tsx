import type { ReactNode } from 'react';
import { FieldErrors } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import type { useApiForm } from './use-api-form.ts';

/**
 * A site form sent through `useApiForm`: the form element, the alert after a failed attempt
 * (`alert` replaces the usual one when a form has its own wording) and the API's field errors
 * beside the fields inside it. `method="post"` so that a submit the script did not catch never
 * puts names, e-mails or phone numbers in the URL.
 *
 * @example
 * const form = useApiForm({ send, failure: { title: 'Your claim was not sent' } });
 * <ApiForm form={form} className="claim-form"><TextField name="email" label="E-mail" /></ApiForm>
 */
export function ApiForm({
  form,
  className,
  alert,
  children,
}: {
  form: Pick<ReturnType<typeof useApiForm>, 'onSubmit' | 'problem'>;
  className: string;
  alert?: ReactNode;
  children: ReactNode;
}) {
  const { problem } = form;
  return (
    <form className={`form card ${className}`} method="post" onSubmit={form.onSubmit} noValidate>
      {alert ?? (problem ? <FormAlert problem={problem} /> : null)}
      <FieldErrors errors={problem?.fields}>{children}</FieldErrors>
    </form>
  );
}
