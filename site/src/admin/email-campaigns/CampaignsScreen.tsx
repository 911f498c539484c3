import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { pageFrom } from '../moderation-queries.ts';
import { CampaignDelivery } from './CampaignDelivery.tsx';
import { CampaignEditor } from './CampaignEditor.tsx';
import { CampaignList } from './CampaignList.tsx';
import { adminCampaignQuery } from './queries.ts';
import '../moderation.css';
import './email-campaigns.css';

/** One campaign: a draft opens in the editor, a sent one shows its delivery. */
function OpenCampaign({ id, page }: { id: number; page: number }) {
  const campaign = useQuery(adminCampaignQuery(id));
  if (campaign.isPending) return <p role="status">Opening the campaign…</p>;
  if (campaign.isError) {
    return (
      <p role="alert" className="form-alert">
        That campaign could not be opened.
      </p>
    );
  }
  return campaign.data.status === 'sent' ? (
    <CampaignDelivery campaign={campaign.data} page={page} />
  ) : (
    <CampaignEditor campaign={campaign.data} />
  );
}

/** The list, `?campaign=new` for a new one, or `?campaign={id}` for one campaign. */
export function CampaignsScreen() {
  const [params] = useSearchParams();
  const opened = params.get('campaign');
  const page = pageFrom(params);
  if (!opened) return <CampaignList page={page} />;
  return (
    <>
      <p>
        <Link to="/admin/email-campaigns">All campaigns</Link>
      </p>
      {opened === 'new' ? <CampaignEditor /> : null}
      {/^\d{1,12}$/.test(opened) ? (
        <OpenCampaign key={opened} id={Number(opened)} page={page} />
      ) : null}
    </>
  );
}
