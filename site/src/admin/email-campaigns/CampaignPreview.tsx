import type { CampaignDraft, CampaignPreview as Preview } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';

/** The draft settles for this long before it is previewed, so typing does not flood the API. */
const SETTLE_MS = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The mail as a recipient will read it and the live size of its audience
 * (`POST /api/admin/email-campaigns/preview`). Plain text, shown as text: nothing the admin
 * writes becomes markup.
 */
export function CampaignPreview({ draft }: { draft: CampaignDraft }) {
  const apiRequest = useApiRequest();
  const settled = useSettled(draft);
  const ready = settled.subject !== '' && settled.body !== '';
  const preview = useQuery({
    queryKey: ['/api/admin/email-campaigns/preview', settled],
    queryFn: async () =>
      (await (
        await apiRequest('POST', '/api/admin/email-campaigns/preview', settled)
      ).json()) as Preview,
    enabled: ready,
    retry: false,
  });
  return (
    <section className="card admin-item" aria-labelledby="campaign-preview-title">
      <h2 id="campaign-preview-title" className="admin-item__title">
        Preview
      </h2>
      {!ready ? <p>The preview appears once the subject and the message are written.</p> : null}
      {ready && preview.isError ? (
        <p role="alert" className="form-alert">
          The preview could not be made; check the audience.
        </p>
      ) : null}
      {ready && preview.data ? (
        <>
          <p role="status" className="campaign-count">
            {preview.data.recipients === 1
              ? '1 specialist will receive it'
              : `${preview.data.recipients.toLocaleString('en-GB')} specialists will receive it`}
          </p>
          <p>
            <strong>Subject:</strong> {preview.data.subject}
          </p>
          <p className="muted">Merge fields show as typed here; each mail has its recipient’s.</p>
          <pre className="campaign-mail">{preview.data.text}</pre>
        </>
      ) : null}
    </section>
  );
}
