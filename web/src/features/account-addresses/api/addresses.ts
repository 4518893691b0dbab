import { getListAddressesQueryKey, useDeleteAddress, useListAddresses } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const useAddresses = () => useListAddresses();

/** After any change the list is read again (spec §4: removing reloads the list). */
function useRefreshAddresses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: getListAddressesQueryKey() });
}

export function useDeleteAddressMutation() {
  const refresh = useRefreshAddresses();
  return useDeleteAddress({ mutation: { meta: { successMessage: 'Adres silindi.' }, onSuccess: refresh } });
}
