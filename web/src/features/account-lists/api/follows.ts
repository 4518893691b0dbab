import { getListFollowsQueryKey, useListFollows, useUnfollowSeller } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const useFollows = () => useListFollows();

export function useUnfollowMutation() {
  const client = useQueryClient();
  return useUnfollowSeller({ mutation: { onSuccess: () => client.invalidateQueries({ queryKey: getListFollowsQueryKey() }) } });
}
