import { Link } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { FormSuccess } from '../../forms/FormSuccess.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { StarRatingField } from './StarRatingField.tsx';

interface ReviewSubmitted {
  id: number;
  status: 'published' | 'pending';
  verified: boolean;
  message: string;
}

interface ReviewFormProps {
  specialist: { id: number; name: string; slug: string };
  /** A valid invite makes the review verified; its token goes with the review. */
  invite: { token: string; customerName: string } | null;
}

/** Name, star rating and text → `POST /api/reviews`; then published or awaiting moderation. */
export function ReviewForm({ specialist, invite }: ReviewFormProps) {
  const apiRequest = useApiRequest();
  const form = useApiForm({
    send: async (values) => {
      const body = {
        specialistId: specialist.id,
        ...(invite ? { token: invite.token } : {}),
        customerName: values.customerName ?? '',
        rating: values.rating ? Number(values.rating) : undefined,
        reviewText: values.reviewText ?? '',
      };
      return (await (await apiRequest('POST', '/api/reviews', body)).json()) as ReviewSubmitted;
    },
    failure: { title: 'Your review was not sent' },
  });
  const { mutation: send, fieldError } = form;

  if (send.isSuccess) {
    const published = send.data.status === 'published';
    return (
      <FormSuccess
        title={published ? 'Your review is published' : 'Your review is awaiting moderation'}
      >
        <p>{send.data.message}</p>
        <Link to={`/specialist/${specialist.slug}`} className="button button--secondary">
          Back to {specialist.name}
        </Link>
      </FormSuccess>
    );
  }

  return (
    <ApiForm form={form} className="review-form">
      <TextField
        name="customerName"
        label="Your name"
        autoComplete="name"
        hint="Shown with your review"
        defaultValue={invite?.customerName}
        maxLength={120}
        required
      />
      <StarRatingField error={fieldError('rating')} />
      <TextAreaField
        name="reviewText"
        label="Your review"
        hint="What was done, how it went and how the floor looks now: 20 to 2,000 characters."
        rows={7}
        minLength={20}
        maxLength={2000}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={send.isPending}>Submit review</SubmitButton>
      </div>
    </ApiForm>
  );
}
