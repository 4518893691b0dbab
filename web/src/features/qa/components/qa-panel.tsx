import { clearFaults, resetAll, setFaults } from '@carsi/mocks/control';
import BugReportIcon from '@mui/icons-material/BugReport';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFaults } from '../hooks/use-faults.ts';
import { describeFault } from '../utils/describe-fault.ts';
import { FaultForm } from './fault-form.tsx';

interface QaPanelProps {
  /** After the mock data is reset the page starts over, so no screen shows records that are gone. */
  onDataReset?: () => void;
}

/** For QA on the mock backend: switch faults on and off at run time, and reset the shop's data. */
export function QaPanel({ onDataReset = () => window.location.reload() }: QaPanelProps) {
  const [open, setOpen] = useState(false);
  const faults = useFaults();

  return (
    <>
      <Fab
        size="small"
        color="secondary"
        aria-label="Test paneli"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar - 1 }}
      >
        <Badge badgeContent={faults.length} color="error">
          <BugReportIcon />
        </Badge>
      </Fab>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
        <Stack spacing={2} sx={{ width: { xs: '100vw', sm: 400 }, p: 2 }} role="region" aria-label="Test paneli">
          {/* On a phone the panel covers the whole screen, so there is no backdrop to tap: it needs its own close. */}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              Test paneli — sahte sunucu
            </Typography>
            <IconButton aria-label="Test panelini kapat" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Typography variant="body2" color="text.secondary">
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
                      aria-label={`Kuralı kaldır: ${describeFault(rule)}`}
                      onClick={() => setFaults(faults.filter((_, i) => i !== index))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={describeFault(rule)} />
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
    </>
  );
}
