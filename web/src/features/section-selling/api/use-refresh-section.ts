import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** Reads the section's answers again after a change (my listings, the summary, the section's lists). */
export function useRefreshSection(section: SectionKey): () => Promise<void> {
  const client = useQueryClient();
  const prefix = sectionCapabilities[section].apiPrefix;
  return useCallback(
    () =>
      client.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(`${prefix}/`),
      }),
    [client, prefix],
  );
}
