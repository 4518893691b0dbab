import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';

export interface Crumb {
  label: string;
  to: string;
}

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
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label="Konumunuz" sx={{ mb: 1 }}>
          {crumbs.map((crumb) => (
            <Link key={crumb.to} to={crumb.to} color="inherit" underline="hover">
              {crumb.label}
            </Link>
          ))}
        </Breadcrumbs>
      )}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title ?? <Skeleton width={240} />}
      </Typography>
      {children}
    </Box>
  );
}
