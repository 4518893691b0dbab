import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { useFollows, useUnfollowMutation } from '../api/follows.ts';
import { formatNumber } from '@/utils/format.ts';

/** Takip ettiklerim: followed sellers with their score, followers and "Takibi bırak". */
export function FollowsList() {
  const follows = useFollows();
  const unfollow = useUnfollowMutation();
  if (follows.isPending) return <LoadingBlock />;
  if (follows.isError) return <LoadError onRetry={() => void follows.refetch()} />;
  if (follows.data.length === 0) return <EmptyState message="Henüz bir mağazayı takip etmiyorsunuz." />;
  return (
    <Paper variant="outlined">
      <List aria-label="Takip ettiğiniz mağazalar">
        {follows.data.map((seller) => (
          <ListItem
            key={seller.id}
            secondaryAction={
              <Button
                size="small"
                onClick={() => unfollow.mutate({ id: seller.id })}
                disabled={unfollow.isPending && unfollow.variables?.id === seller.id}
                aria-label={`${seller.name} mağazasını takibi bırak`}
              >
                Takibi bırak
              </Button>
            }
          >
            <ListItemAvatar>
              <Avatar src={seller.logo?.url} alt="">
                {seller.name.charAt(0)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={<Link to={paths.market.getHref(seller.slug)}>{seller.name}</Link>}
              secondary={`Puan ${formatNumber(seller.rating, 1)} · ${formatNumber(seller.followerCount)} takipçi`}
              sx={{ pr: 12 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
