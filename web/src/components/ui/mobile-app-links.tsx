import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack, { type StackProps } from '@mui/material/Stack';
import { mobileApps, type MobileApp } from '@/config/app-links.ts';

const icons: Record<MobileApp['platform'], typeof Apple> = { iOS: Apple, Android: Shop };

interface MobileAppLinksProps {
  /** The buttons' look where they are placed (the dark footer inherits its colour). */
  buttonProps?: Pick<ButtonProps, 'color' | 'size'>;
  direction?: StackProps['direction'];
  spacing?: number;
  sx?: StackProps['sx'];
}

/** A link per store to the shop's app (config/app-links.ts), opening in a new tab. */
export function MobileAppLinks({ buttonProps, direction = 'row', spacing = 1.5, sx }: MobileAppLinksProps) {
  return (
    <Stack direction={direction} spacing={spacing} useFlexGap sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {mobileApps.map((app) => {
        const Icon = icons[app.platform];
        return (
          <Button key={app.store} href={app.href} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<Icon />} aria-label={app.label} {...buttonProps}>
            {app.store}
          </Button>
        );
      })}
    </Stack>
  );
}
