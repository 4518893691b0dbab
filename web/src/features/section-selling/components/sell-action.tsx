import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import type { SectionKey } from '@/lib/section-api.ts';

/** "İlan ver" and the section account, on the section home (visitors are sent to login first). */
export function SellAction({ section }: { section: SectionKey }) {
  const paths = sectionPaths[section];
  return (
    <div className="sell-action">
      <ShellButton to={paths.newListing.getHref()} variant="contained" startIcon={<ShellIcon name="add" />}>
        İlan ver
      </ShellButton>
      <ShellButton to={paths.account.getHref()} variant="outlined" color="primary">
        {`${sectionCapabilities[section].name} hesabım`}
      </ShellButton>
    </div>
  );
}
