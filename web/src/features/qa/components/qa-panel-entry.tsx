import BugReportIcon from '@mui/icons-material/BugReport';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMockControl } from '../api/mock-control.ts';

interface QaPanelEntryProps {
  /** The active fault rules, counted on the button. */
  faultCount: number;
  /** The mock backend's world this page answers from (`?world=`), and the scenario it started from. */
  world: { name: string; scenario: string | undefined };
  floating: boolean;
  onFloatingChange: (shown: boolean) => void;
  onOpen: () => void;
  /** The panel's code starts loading when the visitor reaches for the button. */
  onReach: () => void;
}

/**
 * The QA panel's place in the page's flow, after the footer (mock mode only): it never covers the
 * shop. The floating button, for those who want the panel at hand on every screen, is switched here.
 */
export function QaPanelEntry({ faultCount, world, floating, onFloatingChange, onOpen, onReach }: QaPanelEntryProps) {
  const { DEFAULT_WORLD } = useMockControl();
  const worldName = world.name === DEFAULT_WORLD ? 'varsayılan' : world.name;
  return (
    <Container
      component="aside"
      aria-label="Test araçları"
      maxWidth={false}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, py: 1.5, bgcolor: '#fff4d6', color: 'text.primary', borderTop: '2px dashed #8a6d1f' }}
    >
      {/* The count is written out, so the button's name is what it shows (WCAG 2.5.3). */}
      <Button variant="outlined" color="inherit" onPointerEnter={onReach} onFocus={onReach} onClick={onOpen} startIcon={<BugReportIcon />} sx={{ minHeight: 44 }}>
        Test paneli
        {faultCount > 0 && (
          <>
            {' '}
            <Box component="span" sx={{ ml: 1, px: 1, borderRadius: 999, bgcolor: 'error.main', color: 'error.contrastText', fontSize: '0.8125rem' }}>
              {`${faultCount} hata kuralı`}
            </Box>
          </>
        )}
      </Button>
      <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
        Sahte sunucu: hata kuralları ve verileri sıfırlama. Dünya: {worldName}
        {world.scenario ? ` (senaryo: ${world.scenario})` : ''}.
      </Typography>
      {/* At the end of the row, clear of the floating button's corner. */}
      <FormControlLabel
        sx={{ ml: 'auto' }}
        control={<Switch checked={floating} onChange={(event) => onFloatingChange(event.target.checked)} />}
        label="Yüzen düğmeyi göster"
      />
    </Container>
  );
}
