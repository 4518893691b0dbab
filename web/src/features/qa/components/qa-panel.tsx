import BugReportIcon from '@mui/icons-material/BugReport';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { lazy, useState } from 'react';
import { LazyPart } from '@/components/layout/lazy-part.tsx';
import { useFaults } from '../hooks/use-faults.ts';

const loadDrawer = () => import('./qa-panel-drawer.tsx');
// The panel's form (an autocomplete, text fields, menus) loads when the button is pointed at or
// pressed, not on every mock-mode page load, where it was ≈30 chunks the shop's start waited for.
const QaPanelDrawer = lazy(async () => ({ default: (await loadDrawer()).QaPanelDrawer }));

interface QaPanelProps {
  /** After the mock data is reset the page starts over, so no screen shows records that are gone. */
  onDataReset?: () => void;
}

/** For QA on the mock backend: switch faults on and off at run time, and reset the shop's data. */
export function QaPanel({ onDataReset = () => window.location.reload() }: QaPanelProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can animate closed.
  const [used, setUsed] = useState(false);
  const faults = useFaults();

  return (
    <>
      <Fab
        size="small"
        color="secondary"
        // The name holds the badge's visible count (WCAG 2.5.3: the visible text is part of the name).
        aria-label={faults.length > 0 ? `Test paneli, ${faults.length} hata kuralı` : 'Test paneli'}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar - 1 }}
      >
        {faults.length > 0 ? (
          <Badge badgeContent={faults.length} color="error">
            <BugReportIcon />
          </Badge>
        ) : (
          <BugReportIcon />
        )}
      </Fab>
      {used && (
        <LazyPart loading={null}>
          <QaPanelDrawer open={open} onClose={() => setOpen(false)} onDataReset={onDataReset} />
        </LazyPart>
      )}
    </>
  );
}
