import { useGetUserInformation } from '@carsi/sdk/main';

/** The marketplace store the signed-in member runs (from the user information), if any. */
export function useMyStore() {
  const information = useGetUserInformation();
  return { store: information.data?.store, isPending: information.isPending, isError: information.isError, refetch: information.refetch };
}
