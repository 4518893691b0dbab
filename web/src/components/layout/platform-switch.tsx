import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { ShellButton } from '@/components/ui/shell-button.tsx';
import { platformHome, platformLabels, platformOfPath, platformOrder } from '@/config/paths.ts';

/** Pazaryeri · Pazar · Takas · Mezat · Zanaat — scrolls sideways on a phone, the current one marked. */
export function PlatformSwitch() {
  const { pathname } = useLocation();
  const current = platformOfPath(pathname);
  return (
    <Box component="nav" aria-label="Bölümler" sx={{ overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }}>
        {platformOrder.map((platform) => {
          const active = platform === current;
          return (
            <li key={platform}>
              <ShellButton
                to={platformHome[platform]}
                aria-current={active ? 'page' : undefined}
                size="small"
                sx={{
                  px: 1.5,
                  borderRadius: 999,
                  fontWeight: active ? 700 : 500,
                  bgcolor: active ? 'rgba(255,255,255,0.18)' : 'transparent',
                }}
              >
                {platformLabels[platform]}
              </ShellButton>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
