import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom, formValues } from '../../forms/api-error.ts';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';

interface ContactReceived {
  id: number;
  message: string;
}

/** The contact form: `POST /api/contact`, the API's field errors beside the inputs, then a thank-you panel. */
export function ContactForm() {
  const apiRequest = useApiRequest();
  const { toast } = useToast();
  const send = useMutation({
    mutationFn: async (values: Record<string, string>) =>
      (await (await apiRequest('POST', '/api/contact', values)).json()) as ContactReceived,
    onSuccess: () => toast({ title: 'Message sent!', description: "We'll reply within 24 hours." }),
    onError: () =>
      toast({
        title: 'Failed to send message',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      }),
  });
  const problem = send.isError ? formProblemFrom(send.error) : null;

  if (send.isSuccess) {
    return (
      <div className="card form-success" role="status">
        <h2>Thanks for your message!</h2>
        <p>{send.data.message}</p>
        <p className="muted">Your reference is {send.data.id}.</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(formValues(event.currentTarget));
  };

  return (
    <form className="form card contact-page__form" onSubmit={onSubmit} noValidate>
      {problem ? <FormAlert problem={problem} /> : null}
      <div className="form__row">
        <TextField
          name="name"
          label="Your name"
          autoComplete="name"
          required
          error={problem?.fields.name}
        />
        <TextField
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          error={problem?.fields.email}
        />
      </div>
      <TextField name="subject" label="Subject" maxLength={200} error={problem?.fields.subject} />
      <TextAreaField
        name="message"
        label="Message"
        rows={7}
        maxLength={5000}
        required
        error={problem?.fields.message}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
        <p className="muted">We reply to every message within 24 hours.</p>
      </div>
    </form>
  );
}
