import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { FormSuccess } from '../../forms/FormSuccess.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';

interface ContactReceived {
  id: number;
  message: string;
}

/** The contact form: `POST /api/contact`, the API's field errors beside the inputs, then a thank-you panel. */
export function ContactForm() {
  const apiRequest = useApiRequest();
  const { toast } = useToast();
  const form = useApiForm({
    send: async (values) =>
      (await (await apiRequest('POST', '/api/contact', values)).json()) as ContactReceived,
    onSuccess: () => toast({ title: 'Message sent!', description: "We'll reply within 24 hours." }),
    failure: {
      title: 'Failed to send message',
      description: 'Please try again or contact us directly.',
    },
  });
  const { mutation: send } = form;

  if (send.isSuccess) {
    return (
      <FormSuccess title="Thanks for your message!">
        <p>{send.data.message}</p>
        <p className="muted">Your reference is {send.data.id}.</p>
      </FormSuccess>
    );
  }

  return (
    <ApiForm form={form} className="contact-page__form">
      <div className="form__row">
        <TextField name="name" label="Your name" autoComplete="name" required />
        <TextField name="email" label="E-mail address" type="email" autoComplete="email" required />
      </div>
      <TextField name="subject" label="Subject" maxLength={200} />
      <TextAreaField name="message" label="Message" rows={7} maxLength={5000} required />
      <div className="form__actions">
        <SubmitButton pending={send.isPending}>Send message</SubmitButton>
        <p className="muted">We reply to every message within 24 hours.</p>
      </div>
    </ApiForm>
  );
}
