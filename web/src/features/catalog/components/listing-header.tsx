import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PlainBreadcrumbs, type Crumb } from '@/components/ui/plain-breadcrumbs.tsx';

interface ListingHeaderProps {
  /** Undefined while the page's subject loads. */
  title: string | undefined;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The page's heading with its trail (Ana sayfa › Giyim › Ayakkabı) and an optional note below. */
export function ListingHeader({ title, crumbs = [], children }: ListingHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {crumbs.length > 0 && <PlainBreadcrumbs crumbs={crumbs} className="listing-header__crumbs" />}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title ?? <Skeleton width={240} />}
      </Typography>
      {children}
    </Box>
  );
}
