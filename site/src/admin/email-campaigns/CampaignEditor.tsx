import type { AdminCampaign, CampaignDraft } from '@flo/contract';
import { CAMPAIGN_MERGE_FIELDS } from '@flo/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';
import { AudienceFields } from './AudienceFields.tsx';
import { CampaignPreview } from './CampaignPreview.tsx';
import { readDraft } from './queries.ts';
import { SendCampaign } from './SendCampaign.tsx';

const EMPTY: CampaignDraft = { subject: '', body: '', audience: {} };

/**
 * Writes a new campaign or edits a draft: subject, plain-text message and audience, with the
 * live preview beside it. A saved draft with no unsaved changes can be sent.
 */
export function CampaignEditor({ campaign }: { campaign?: AdminCampaign }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const saved = campaign
    ? { subject: campaign.subject, body: campaign.body, audience: campaign.audience }
    : EMPTY;
  const [draft, setDraft] = useState<CampaignDraft>(saved);
  const save = useMutation({
    mutationFn: async (values: CampaignDraft) => {
      const res = campaign
        ? await apiRequest('PATCH', `/api/admin/email-campaigns/${campaign.id}`, values)
        : await apiRequest('POST', '/api/admin/email-campaigns', values);
      return (await res.json()) as AdminCampaign;
    },
    onSuccess: async (answer) => {
      toast({ title: 'Draft saved' });
      await refreshAdminData(queryClient);
      if (!campaign) void navigate(`/admin/email-campaigns?campaign=${answer.id}`);
    },
  });
  const problem = save.isError ? formProblemFrom(save.error) : null;
  const errors = problem?.fields ?? {};
  const unsaved = JSON.stringify(draft) !== JSON.stringify(saved);
  return (
    <>
      <form
        className="form card campaign-form"
        method="post"
        noValidate
        aria-label={campaign ? 'Edit the draft' : 'New campaign'}
        onChange={(event) => setDraft(readDraft(event.currentTarget))}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(readDraft(event.currentTarget));
        }}
      >
        {problem ? <FormAlert problem={problem} /> : null}
        <TextField
          idPrefix="campaign"
          name="subject"
          label="Subject"
          required
          maxLength={150}
          defaultValue={saved.subject}
          error={errors.subject}
        />
        <TextAreaField
          idPrefix="campaign"
          name="body"
          label="Message"
          hint="Plain text. Each mail starts with “Hello” and the business name, and ends with its own unsubscribe link."
          rows={10}
          maxLength={20_000}
          required
          defaultValue={saved.body}
          error={errors.body}
        />
        <div className="campaign-merge-fields">
          <p id="campaign-merge-fields-title">
            Merge fields, filled for each recipient when the campaign is sent (subject or message):
          </p>
          <ul aria-labelledby="campaign-merge-fields-title">
            {CAMPAIGN_MERGE_FIELDS.map(({ field, means }) => (
              <li key={field}>
                <code>{field}</code> {means}
              </li>
            ))}
          </ul>
        </div>
        <AudienceFields audience={saved.audience} errors={errors} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save draft
        </SubmitButton>
      </form>
      <CampaignPreview draft={draft} />
      {campaign ? <SendCampaign campaign={campaign} unsaved={unsaved} /> : null}
    </>
  );
}
