import type { EnquiryCreated, SimpleEnquiry } from '@flo/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIdempotentPost } from '../../data/idempotent-post.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import './simple-form.css';

/** Source of every one-box enquiry (docs/product/entities.md#simple-form-enquiry). */
const SIMPLE_FORM_SOURCE = 'stable_chat_input';
const DEFAULT_SERVICE_TYPE = 'General Enquiry';

export interface SimpleFormProps {
  heading: string;
  /** Sent as serviceType; 'General Enquiry' unless the page is about one service. */
  serviceType?: string;
  /** The city the page is about, or empty when unknown. */
  location?: string;
  /** The specialist the page is about, or null for a general enquiry. */
  specialistId?: number | null;
}

/**
 * The simple one-box enquiry form for pages with an embedded chat slot but no specialist-specific
 * Flo (docs/product/chat-flows.md#widget-placement, docs/product/errors.md#simple-form-texts): one
 * message, a toast and a thank-you panel on success, a toast on failure with the message kept for
 * another try. A retry of the same message reuses its Idempotency-Key, so a lost answer never
 * stores the enquiry twice.
 *
 * @example
 * <SimpleForm heading="Ask about carpet fitting" serviceType="Carpet Installation" location="Leeds" specialistId={12} />
 */
export function SimpleForm({
  heading,
  serviceType = DEFAULT_SERVICE_TYPE,
  location = '',
  specialistId = null,
}: SimpleFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const { toast } = useToast();
  const sendEnquiry = useIdempotentPost<EnquiryCreated>('/api/enquiries');
  const send = useMutation({
    mutationFn: (payload: SimpleEnquiry) => sendEnquiry(payload),
    onSuccess: () =>
      toast({
        title: 'Message sent!',
        description: "We'll connect you with local specialists shortly.",
      }),
    onError: () =>
      toast({
        title: 'Failed to send message',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      }),
  });

  const trimmed = message.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || send.isPending) return;
    send.mutate({
      customerMessage: trimmed,
      serviceType,
      location,
      specialistId,
      source: SIMPLE_FORM_SOURCE,
    });
  };

  if (send.isSuccess) {
    return (
      <section className="simple-form card" aria-labelledby={`${id}-thanks`}>
        <div className="simple-form__thanks" role="status">
          <h2 id={`${id}-thanks`} className="simple-form__title">
            Thanks for your message!
          </h2>
          <p>Expect to hear from us within 24 hours.</p>
        </div>
      </section>
    );
  }

  return (
    <section className="simple-form card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="simple-form__title">
        {heading}
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-message`}>
            Your message
          </label>
          <textarea
            id={`${id}-message`}
            className="field__input simple-form__message"
            rows={4}
            maxLength={5000}
            required
            aria-describedby={`${id}-hint`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${id}-hint`} className="simple-form__hint muted">
            Tell us about your floor: the rooms, the size and when you would like it done.
          </p>
        </div>
        <button
          type="submit"
          className="button button--primary simple-form__submit"
          disabled={!trimmed || send.isPending}
        >
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </section>
  );
}
