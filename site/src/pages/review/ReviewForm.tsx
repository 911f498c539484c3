import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom, formValues } from '../../forms/api-error.ts';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
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
  const { toast } = useToast();
  const send = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      const body = {
        specialistId: specialist.id,
        ...(invite ? { token: invite.token } : {}),
        customerName: values.customerName ?? '',
        rating: values.rating ? Number(values.rating) : undefined,
        reviewText: values.reviewText ?? '',
      };
      return (await (await apiRequest('POST', '/api/reviews', body)).json()) as ReviewSubmitted;
    },
    onError: () =>
      toast({
        title: 'Your review was not sent',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const problem = send.isError ? formProblemFrom(send.error) : null;

  if (send.isSuccess) {
    const published = send.data.status === 'published';
    return (
      <div className="card form-success" role="status">
        <h2>{published ? 'Your review is published' : 'Your review is awaiting moderation'}</h2>
        <p>{send.data.message}</p>
        <Link to={`/specialist/${specialist.slug}`} className="button button--secondary">
          Back to {specialist.name}
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(formValues(event.currentTarget));
  };
  return (
    <form className="form card review-form" onSubmit={onSubmit} noValidate>
      {problem ? <FormAlert problem={problem} /> : null}
      <TextField
        name="customerName"
        label="Your name"
        autoComplete="name"
        hint="Shown with your review"
        defaultValue={invite?.customerName}
        maxLength={120}
        required
        error={problem?.fields.customerName}
      />
      <StarRatingField error={problem?.fields.rating} />
      <TextAreaField
        name="reviewText"
        label="Your review"
        hint="What was done, how it went and how the floor looks now: 20 to 2,000 characters."
        rows={7}
        minLength={20}
        maxLength={2000}
        required
        error={problem?.fields.reviewText}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Submit review'}
        </button>
      </div>
    </form>
  );
}
