import { mobileApps, type MobileApp } from '@/config/app-links.ts';
import { classNames } from '@/utils/class-names.ts';
import { ShellButton } from './shell-button.tsx';
import { ShellIcon, type ShellIconName } from './shell-icons.tsx';

const icons: Record<MobileApp['platform'], ShellIconName> = { iOS: 'apple', Android: 'shop' };

interface MobileAppLinksProps {
  /** The buttons' colour: the theme's primary, or the parent's (the dark footer's). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium';
  /** Where they are placed: their direction and spacing (a row 12 px apart, wrapping, without one). */
  className?: string;
}

/** A link per store to the shop's app (config/app-links.ts), opening in a new tab: MUI's outlined buttons, without MUI. */
export function MobileAppLinks({ color = 'primary', size = 'medium', className }: MobileAppLinksProps) {
  return (
    <div className={classNames('mobile-app-links', className)}>
      {mobileApps.map((app) => (
        <ShellButton
          key={app.store}
          href={app.href}
          variant="outlined"
          color={color}
          size={size}
          startIcon={<ShellIcon name={icons[app.platform]} />}
          aria-label={app.label}
        >
          {app.store}
        </ShellButton>
      ))}
    </div>
  );
}
