import { errorMessages } from '@carsi/sdk/runtime';
import { operations } from '@carsi/sdk/schemas';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useMockControl, type FaultKind } from '../api/mock-control.ts';
import { faultKindLabels, operationLabel } from '../utils/describe-fault.ts';

const operationIds = operations.map((o) => o.operationId).sort();
/** Catalogue codes a server can answer (the client-side ones never come from a server). */
const serverCodes = Object.keys(errorMessages).filter((code) => /^\d{4}-\d{4}$/.test(code));

/** Adds one fault; what was typed stays when the rule is refused. */
export function FaultForm() {
  const { ALL_OPERATIONS, FAULT_KINDS, FaultSpecError, MAX_LATENCY_MS, addFault } = useMockControl();
  const operationOptions = [ALL_OPERATIONS, ...operationIds];
  const [operationId, setOperationId] = useState<string>(ALL_OPERATIONS);
  const [kind, setKind] = useState<FaultKind>('error');
  const [latencyMs, setLatencyMs] = useState('1500');
  const [code, setCode] = useState('1000-1000');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      addFault({ operationId, kind, latencyMs: Number(latencyMs), code });
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof FaultSpecError ? `Kural eklenemedi: ${error.message}` : 'Kural eklenemedi.');
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Hata kuralı ekle">
      <Autocomplete
        options={operationOptions}
        value={operationId}
        disableClearable
        onChange={(_, value) => setOperationId(value)}
        getOptionLabel={(option) => operationLabel(option, ALL_OPERATIONS)}
        renderInput={(params) => <TextField {...params} label="Çağrı" size="small" />}
      />
      <TextField select label="Ne olsun?" size="small" value={kind} onChange={(e) => setKind(e.target.value as FaultKind)}>
        {FAULT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {faultKindLabels[k]}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'latency' && (
        <TextField
          label="Gecikme (ms)"
          size="small"
          type="number"
          value={latencyMs}
          onChange={(e) => setLatencyMs(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: MAX_LATENCY_MS, step: 100 } }}
        />
      )}
      {kind === 'error' && (
        <TextField select label="Hata kodu" size="small" value={code} onChange={(e) => setCode(e.target.value)}>
          {serverCodes.map((c) => (
            <MenuItem key={c} value={c}>
              {c} — {errorMessages[c as keyof typeof errorMessages]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {problem && (
        <TextField value={problem} size="small" error slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Sorun' } }} />
      )}
      <Button type="submit" variant="contained">
        Kuralı ekle
      </Button>
    </Stack>
  );
}
