import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellerSummary } from '@carsi/sdk/main';
import type { ReactNode } from 'react';
import { formatNumber } from '@/utils/format.ts';

/** Who offers the listing: name, score and followers, and what a member can do about them (follow, ban). */
export function ListingSeller({ seller, role, children }: { seller: SellerSummary; role: string; children?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={role}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <PersonOutlined color="action" aria-hidden />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="textSecondary">
              {role}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{seller.name}</Typography>
            <Typography variant="body2" color="textSecondary">
              {seller.rating > 0
                ? `Puan ${formatNumber(seller.rating)} · ${formatNumber(seller.followerCount)} takipçi`
                : `Henüz puan yok · ${formatNumber(seller.followerCount)} takipçi`}
            </Typography>
          </Stack>
        </Stack>
        {children && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
            {children}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
