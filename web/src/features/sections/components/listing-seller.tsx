import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellerSummary } from '@carsi/sdk/main';

/** Who offers the listing: name, score and followers. */
export function ListingSeller({ seller, role }: { seller: SellerSummary; role: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <PersonOutlined color="action" aria-hidden />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {role}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{seller.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {seller.rating > 0
                ? `Puan ${seller.rating.toLocaleString('tr-TR')} · ${seller.followerCount.toLocaleString('tr-TR')} takipçi`
                : `Henüz puan yok · ${seller.followerCount.toLocaleString('tr-TR')} takipçi`}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
