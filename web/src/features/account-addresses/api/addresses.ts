import { useDeleteAddress, useListAddresses } from '@carsi/sdk/main';

export const useAddresses = () => useListAddresses();

/** After any change the list is read again (spec §4: removing reloads the list; the SDK's invalidation rules). */
export const useDeleteAddressMutation = () => useDeleteAddress({ mutation: { meta: { successMessage: 'Adres silindi.' } } });
