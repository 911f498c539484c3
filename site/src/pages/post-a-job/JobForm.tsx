import type { EnquiryCreated } from '@flo/contract';
import {
  JOB_BUDGET_RANGES,
  JOB_URGENCIES,
  SERVICE_NAMES,
  SERVICE_SLUGS,
} from '@flo/contract/constants';
import { useIdempotentPost } from '../../data/idempotent-post.ts';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SelectField, TextAreaField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { ContactPreference } from './ContactPreference.tsx';

const SERVICE_OPTIONS = SERVICE_SLUGS.map((slug) => ({ value: slug, label: SERVICE_NAMES[slug] }));

/** What a link may fill in ('Send a request' from a search that found nobody). */
export interface JobFormInitial {
  city?: string;
  service?: string;
}

/**
 * The post-a-job form: `POST /api/jobs` (the same Idempotency-Key while the values are
 * unchanged), field errors beside inputs, `onPosted` with the answer.
 */
export function JobForm({
  onPosted,
  initial = {},
}: {
  onPosted: (answer: EnquiryCreated) => void;
  initial?: JobFormInitial;
}) {
  const postJob = useIdempotentPost<EnquiryCreated>('/api/jobs');
  const form = useApiForm({
    send: postJob,
    onSuccess: onPosted,
    failure: { title: 'Your job was not posted' },
  });
  const { mutation: post, fieldError: error } = form;

  return (
    <ApiForm form={form} className="job-form">
      <fieldset className="job-form__group">
        <legend>Your job</legend>
        <SelectField
          name="service"
          label="Service"
          options={SERVICE_OPTIONS}
          placeholder="Choose a service"
          required
          {...(initial.service ? { defaultValue: initial.service } : {})}
        />
        <div className="form__row">
          <TextField
            name="city"
            label="Town or city"
            autoComplete="address-level2"
            hint="Or give your postcode"
            {...(initial.city ? { defaultValue: initial.city } : {})}
          />
          <TextField name="postcode" label="Postcode" autoComplete="postal-code" maxLength={10} />
        </div>
        <TextField
          name="title"
          label="Job title"
          hint="For example: Carpet for two bedrooms and the landing"
          maxLength={120}
          required
        />
        <TextAreaField
          name="description"
          label="Describe the job"
          hint="Rooms and rough sizes, the floor you have now, anything the fitter should know. At least 20 characters."
          rows={6}
          maxLength={5000}
          required
        />
        <div className="form__row">
          <SelectField
            name="budgetRange"
            label="Budget"
            options={JOB_BUDGET_RANGES}
            placeholder="Choose a budget"
            required
          />
          <SelectField
            name="urgency"
            label="When do you need it done?"
            options={JOB_URGENCIES}
            placeholder="Choose a timescale"
            required
          />
        </div>
      </fieldset>
      <fieldset className="job-form__group">
        <legend>Your details</legend>
        <TextField name="name" label="Your name" autoComplete="name" required />
        <div className="form__row">
          <TextField
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
          />
          <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        </div>
        <ContactPreference error={error('preferredContact')} />
      </fieldset>
      <div className="form__actions">
        <SubmitButton pending={post.isPending} pendingLabel="Posting…">
          Post my job
        </SubmitButton>
        <p className="muted">Free, with no obligation to accept any quote.</p>
      </div>
    </ApiForm>
  );
}
