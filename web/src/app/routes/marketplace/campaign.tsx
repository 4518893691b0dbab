import { useParams } from 'react-router-dom';
import { CampaignView } from '@/features/campaign/components/campaign-view.tsx';

export default function CampaignRoute() {
  const slug = useParams().slug ?? '';
  return <CampaignView key={slug} slug={slug} />;
}
