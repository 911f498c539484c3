import type { BusinessReview } from '@flo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { TextAreaField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useApiForm } from '../../forms/use-api-form.ts';
import { refreshBusinessData } from '../queries.ts';

/** The public reply to one review (`PUT /api/business/reviews/{id}/reply`), shown on the profile. */
export function ReviewReplyForm({ review }: { review: BusinessReview }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useApiForm({
    send: async (values) =>
      (await (
        await apiRequest('PUT', `/api/business/reviews/${review.id}/reply`, {
          reply: values.reply ?? '',
        })
      ).json()) as BusinessReview,
    onSuccess: () => {
      setSaved(true);
      void refreshBusinessData(queryClient);
    },
    failure: { title: 'Reply not saved' },
  });
  return (
    <ApiForm form={form} className="business-form business-form--compact">
      <TextAreaField
        idPrefix={`review-${review.id}`}
        name="reply"
        label={review.businessReply ? 'Change your public reply' : 'Your public reply'}
        hint={
          review.status === 'published'
            ? 'Shown under the review on your profile.'
            : 'Shown under the review once it is published.'
        }
        rows={3}
        maxLength={1500}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={form.mutation.isPending} pendingLabel="Saving…">
          Save reply
        </SubmitButton>
      </div>
      {saved && !form.mutation.isError ? (
        <p role="status" className="business-notice">
          Your reply is saved.
        </p>
      ) : null}
    </ApiForm>
  );
}
