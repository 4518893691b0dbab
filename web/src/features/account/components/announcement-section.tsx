import Paper from '@mui/material/Paper';
import { useGetAnnouncementPreferences } from '../api/sdk-hooks.ts';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { AnnouncementForm } from './announcement-form.tsx';

export function AnnouncementSection() {
  const preferences = useGetAnnouncementPreferences();
  if (preferences.isPending) return <LoadingBlock />;
  if (preferences.isError) return <LoadError onRetry={() => void preferences.refetch()} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <AnnouncementForm initial={preferences.data} />
    </Paper>
  );
}
