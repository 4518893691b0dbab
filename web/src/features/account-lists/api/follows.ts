import { useListFollows, useUnfollowSeller } from '@carsi/sdk/main';

export const useFollows = () => useListFollows();

/** The follows list is read again after (the SDK's invalidation rules). */
export const useUnfollowMutation = () => useUnfollowSeller();
