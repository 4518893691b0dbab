import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { isAppRoute } from '@/utils/links.ts';

interface HomeSectionProps {
  title: string;
  /** "Tümünü gör" target. */
  moreLink?: string;
  children: ReactNode;
}

/** A titled block of the home page, named for assistive technology by its heading. */
export function HomeSection({ title, moreLink, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {moreLink && isAppRoute(moreLink) && (
          <Link to={moreLink} variant="body2">
            Tümünü gör<span className="sr-only">: {title}</span>
          </Link>
        )}
      </Stack>
      {children}
    </Box>
  );
}
