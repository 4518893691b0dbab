import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LiveStatus, type LiveBroadcastDetail } from '@carsi/sdk/live';
import { formatDayAndTime } from '@/utils/format.ts';
import { statusLabels } from '../utils/broadcast-status.ts';
import { FrameMessage, LiveBadge, LivePlayer, MediaFrame } from './live-player.tsx';

/**
 * The picture at the top of a broadcast: the live video while it is LIVE and has a stream; otherwise
 * its cover, saying when it starts, that the picture is on its way, or that it has ended. Every state
 * fills the same 16:9 box.
 */
export function BroadcastMedia({ broadcast }: { broadcast: LiveBroadcastDetail }) {
  const { status, cover, streamUrl } = broadcast;
  if (status === LiveStatus.LIVE && streamUrl) {
    return <LivePlayer streamUrl={streamUrl} cover={cover} title={broadcast.title} viewerCount={broadcast.viewerCount} />;
  }
  if (status === LiveStatus.LIVE) {
    // Live, but the service has no stream address yet: the page asks again every few seconds.
    return (
      <MediaFrame cover={cover}>
        <LiveBadge viewerCount={broadcast.viewerCount} />
        <FrameMessage role="status">
          <Typography sx={{ fontWeight: 600 }}>Yayın görüntüsü birazdan başlayacak.</Typography>
        </FrameMessage>
      </MediaFrame>
    );
  }
  return (
    <MediaFrame cover={cover}>
      <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
        <Chip label={statusLabels[status]} size="small" sx={{ fontWeight: 700, bgcolor: 'background.paper' }} />
      </Box>
      <FrameMessage>
        {status === LiveStatus.SCHEDULED ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>Yayın henüz başlamadı.</Typography>
            <Typography variant="body2">{`Başlangıç: ${formatDayAndTime(broadcast.startsAt)}`}</Typography>
          </>
        ) : (
          <>
            <Typography sx={{ fontWeight: 600 }}>Bu yayın sona erdi.</Typography>
            {broadcast.endedAt && <Typography variant="body2">{`Bitiş: ${formatDayAndTime(broadcast.endedAt)}`}</Typography>}
          </>
        )}
      </FrameMessage>
    </MediaFrame>
  );
}
