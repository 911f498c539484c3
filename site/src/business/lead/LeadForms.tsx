import type { BusinessLeadDetail } from '@flo/contract';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SelectField, TextAreaField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { LEAD_STATUS_OPTIONS } from '../lead-status.ts';
import { useLeadAction } from './use-lead-action.ts';

const Done = ({ text }: { text: string | null }) =>
  text ? (
    <p role="status" className="business-notice">
      {text}
    </p>
  ) : null;

/** Moves the lead along: new, contacted, quoted, won or lost. */
export function StatusForm({ lead }: { lead: BusinessLeadDetail }) {
  const { form, round, done } = useLeadAction(
    lead.reference,
    'PATCH',
    null,
    (values) => ({ status: values.status }),
    'Status saved.',
    'Status not saved',
  );
  return (
    <ApiForm form={form} className="business-form business-form--spaced" key={`status-${round}`}>
      <SelectField
        idPrefix="status"
        name="status"
        label="Status of this lead"
        options={LEAD_STATUS_OPTIONS}
        defaultValue={lead.status}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={form.mutation.isPending} pendingLabel="Saving…">
          Save status
        </SubmitButton>
      </div>
      <Done text={done} />
    </ApiForm>
  );
}

/** A plain-text reply e-mailed to the customer, who answers the specialist directly. */
export function ReplyForm({ lead }: { lead: BusinessLeadDetail }) {
  const { form, round, done } = useLeadAction(
    lead.reference,
    'POST',
    'replies',
    (values) => ({ message: values.message ?? '' }),
    `Your reply was e-mailed to ${lead.customerName}.`,
    'Reply not sent',
  );
  return (
    <section aria-labelledby="reply-title" className="business-section">
      <h2 id="reply-title">Reply by e-mail</h2>
      <ApiForm form={form} className="business-form" key={`reply-${round}`}>
        <TextAreaField
          idPrefix="reply"
          name="message"
          label={`Message to ${lead.customerName}`}
          hint={`Sent to ${lead.customerEmail} from Flo, with your e-mail address and phone number so they can answer you directly.`}
          rows={6}
          maxLength={5000}
          required
        />
        <div className="form__actions">
          <SubmitButton pending={form.mutation.isPending}>Send reply</SubmitButton>
        </div>
      </ApiForm>
      <Done text={done} />
    </section>
  );
}

/** A priced quote; the customer gets an e-mail with a link that accepts it. */
export function QuoteForm({ lead }: { lead: BusinessLeadDetail }) {
  const { form, round, done } = useLeadAction(
    lead.reference,
    'POST',
    'quotes',
    (values) => ({ amount: values.amount ?? '', description: values.description ?? '' }),
    `Your quote was e-mailed to ${lead.customerName} with a link to accept it.`,
    'Quote not sent',
  );
  return (
    <section aria-labelledby="quote-title" className="business-section">
      <h2 id="quote-title">Send a quote</h2>
      <ApiForm form={form} className="business-form" key={`quote-${round}`}>
        <TextField
          idPrefix="quote"
          name="amount"
          label="Price in pounds (£)"
          hint="For example 1250 or 1250.50. The quote can be accepted for 30 days."
          required
        />
        <TextAreaField
          idPrefix="quote"
          name="description"
          label="What the price covers"
          rows={4}
          maxLength={2000}
          required
        />
        <div className="form__actions">
          <SubmitButton pending={form.mutation.isPending}>Send quote</SubmitButton>
        </div>
      </ApiForm>
      <Done text={done} />
    </section>
  );
}
