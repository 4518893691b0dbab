import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LiveStatus, type LiveBroadcastItem } from '@carsi/sdk/live';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { statusLabels } from '../utils/broadcast-status.ts';
import { formatNumber } from '@/utils/format.ts';
import { formatDayAndTime } from '@/utils/format.ts';

/** One broadcast in the list: cover, state, title, host, start time and viewers. */
export function BroadcastCard({ broadcast }: { broadcast: LiveBroadcastItem }) {
  const live = broadcast.status === LiveStatus.LIVE;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.auctionBroadcast.getHref(broadcast.id)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
          <Box
            component="img"
            src={broadcast.cover.url}
            alt={broadcast.cover.alt}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Chip
            label={statusLabels[broadcast.status]}
            color={live ? 'error' : 'default'}
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700, bgcolor: live ? undefined : 'background.paper' }}
          />
        </Box>
        <CardContent sx={{ p: 1.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {broadcast.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {broadcast.host.name}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {live ? (
              <>
                <VisibilityOutlined sx={{ fontSize: 16 }} aria-hidden />
                {`${formatNumber(broadcast.viewerCount)} izleyici`}
              </>
            ) : (
              `Başlangıç: ${formatDayAndTime(broadcast.startsAt)}`
            )}
            {broadcast.lotCount !== undefined && ` · ${formatNumber(broadcast.lotCount)} ürün`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
