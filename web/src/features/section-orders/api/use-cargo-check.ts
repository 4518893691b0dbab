import type { CargoCheck } from '@carsi/sdk/main';
import { CARGO_CHECK_BUSY_MS } from '@/config/timings.ts';
import { useState } from 'react';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

/**
 * Asks the carrier about one cargo address. The busy flag is raised at the click and cleared
 * CARGO_CHECK_BUSY_MS after the answer (spec: the check shows busy for 1 s), success or not.
 */
export function useCargoCheck(section: SectionKey) {
  const [busyId, setBusyId] = useState<number | undefined>(undefined);
  const [answered, setAnswered] = useState(false);
  const [results, setResults] = useState<Record<number, CargoCheck>>({});
  const check = sectionApi(section).useCheckCargoDetail({
    mutation: {
      meta: { successMessage: 'Kargo kontrolü tamamlandı.' },
      onSuccess: (result) => setResults((previous) => ({ ...previous, [result.cargoAddressId]: result })),
      onSettled: () => setAnswered(true),
    },
  });
  useDelayedAction(answered, CARGO_CHECK_BUSY_MS, () => {
    setAnswered(false);
    setBusyId(undefined);
  });
  const run = (cargoAddressId: number) => {
    if (busyId !== undefined) return;
    setBusyId(cargoAddressId);
    check.mutate({ data: { cargoAddressId } });
  };
  return { run, busyId, results };
}
