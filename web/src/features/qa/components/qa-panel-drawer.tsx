import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMockControl } from '../api/mock-control.ts';
import { useFaults } from '../hooks/use-faults.ts';
import { describeFault } from '../utils/describe-fault.ts';
import { FaultForm } from './fault-form.tsx';

interface QaPanelDrawerProps {
  open: boolean;
  onClose: () => void;
  onDataReset: () => void;
}

/** The QA panel itself: the active fault rules, the form that adds one, and the data reset. */
export function QaPanelDrawer({ open, onClose, onDataReset }: QaPanelDrawerProps) {
  const { ALL_OPERATIONS, clearFaults, resetAll, setFaults } = useMockControl();
  const faults = useFaults();
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Stack spacing={2} sx={{ width: { xs: '100vw', sm: 400 }, p: 2 }} role="region" aria-label="Test paneli">
        {/* On a phone the panel covers the whole screen, so there is no backdrop to tap: it needs its own close. */}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            Test paneli — sahte sunucu
          </Typography>
          <IconButton aria-label="Test panelini kapat" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="textSecondary">
          Buradan eklenen kurallar hemen geçerli olur ve sayfa yenilense de kalır. Adres satırındaki <code>?fault=</code> yalnızca o sayfa yüklemesinde geçerlidir.
        </Typography>
        <Typography variant="subtitle2" component="h3">
          Etkin kurallar
        </Typography>
        {faults.length === 0 ? (
          <Typography variant="body2">Etkin kural yok; sahte sunucu normal yanıt veriyor.</Typography>
        ) : (
          <List dense aria-label="Etkin kurallar">
            {faults.map((rule, index) => (
              <ListItem
                key={`${rule.operationId}-${rule.kind}-${index}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Kuralı kaldır: ${describeFault(rule, ALL_OPERATIONS)}`}
                    onClick={() => setFaults(faults.filter((_, i) => i !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={describeFault(rule, ALL_OPERATIONS)} />
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <FaultForm />
        <Divider />
        <Stack direction="row" spacing={1}>
          <Button onClick={() => clearFaults()} disabled={faults.length === 0}>
            Kuralları temizle
          </Button>
          <Button
            color="warning"
            onClick={() => {
              resetAll();
              onDataReset();
            }}
          >
            Verileri sıfırla
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
