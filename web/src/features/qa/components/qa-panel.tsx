import BugReportIcon from '@mui/icons-material/BugReport';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { lazy, useState } from 'react';
import { LazyPart } from '@/components/layout/lazy-part.tsx';
import { BOTTOM_BAR_SPACE } from '@/components/ui/bottom-bar-space.ts';
import { MockControlContext, useMockControl, type MockControl } from '../api/mock-control.ts';
import { useFaults } from '../hooks/use-faults.ts';
import { useFloatingButton } from '../hooks/use-floating-button.ts';
import { QaPanelEntry } from './qa-panel-entry.tsx';

const loadDrawer = () => import('./qa-panel-drawer.tsx');
// The panel's form (an autocomplete, text fields, menus) loads when the button is pointed at or
// pressed, not on every mock-mode page load, where it was dozens of chunks the shop's start waited for.
const QaPanelDrawer = lazy(async () => ({ default: (await loadDrawer()).QaPanelDrawer }));

interface QaPanelProps {
  /** The mock backend's control, handed in by the mock-mode entry (app/mock-mode.tsx). */
  control: MockControl;
  /** After the mock data is reset the page starts over, so no screen shows records that are gone. */
  onDataReset?: () => void;
}

/**
 * For QA on the mock backend: switch faults on and off at run time, and reset the shop's data. Opened
 * from its entry after the footer, or from the floating button where QA switched that on.
 */
export function QaPanel({ control, onDataReset = () => window.location.reload() }: QaPanelProps) {
  return (
    <MockControlContext value={control}>
      <QaPanelBody onDataReset={onDataReset} />
    </MockControlContext>
  );
}

function QaPanelBody({ onDataReset }: { onDataReset: () => void }) {
  const { currentWorld } = useMockControl();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can animate closed.
  const [used, setUsed] = useState(false);
  const faults = useFaults();
  const [floating, setFloating] = useFloatingButton();
  // The name holds the badge's visible count (WCAG 2.5.3: the visible text is part of the name).
  const name = faults.length > 0 ? `Test paneli, ${faults.length} hata kuralı` : 'Test paneli';
  const reach = () => void loadDrawer();
  const openPanel = () => {
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <QaPanelEntry faultCount={faults.length} world={currentWorld()} floating={floating} onFloatingChange={setFloating} onOpen={openPanel} onReach={reach} />
      {floating && (
        <Fab
          size="small"
          color="secondary"
          aria-label={name}
          onPointerEnter={reach}
          onFocus={reach}
          onClick={openPanel}
          // Lifted above a page's buy bar on a phone, never over it.
          sx={{ position: 'fixed', left: 16, bottom: `calc(16px + var(${BOTTOM_BAR_SPACE}, 0px))`, zIndex: (theme) => theme.zIndex.snackbar - 1 }}
        >
          {faults.length > 0 ? (
            <Badge badgeContent={faults.length} color="error">
              <BugReportIcon />
            </Badge>
          ) : (
            <BugReportIcon />
          )}
        </Fab>
      )}
      {used && (
        <LazyPart loading={null}>
          <QaPanelDrawer open={open} onClose={() => setOpen(false)} onDataReset={onDataReset} />
        </LazyPart>
      )}
    </>
  );
}
