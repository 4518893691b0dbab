import { useLocation } from 'react-router-dom';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { platformHome, platformLabels, platformOfPath, platformOrder } from '@/config/paths.ts';

/** Pazaryeri · Pazar · Takas · Mezat · Zanaat — scrolls sideways on a phone, the current one marked. */
export function PlatformSwitch() {
  const { pathname } = useLocation();
  const current = platformOfPath(pathname);
  return (
    <nav aria-label="Bölümler" className="header-row">
      <ul className="header-row__list">
        {platformOrder.map((platform) => (
          <li key={platform}>
            <ShellButton to={platformHome[platform]} aria-current={platform === current ? 'page' : undefined} size="small" className="platform-switch__link">
              {platformLabels[platform]}
            </ShellButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
