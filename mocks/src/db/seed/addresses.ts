import type { AddressRecord, UserRecord } from '../types.ts';

/** The id of the seeded address of a faker user (3..). */
export const seededAddressIdOf = (userId: number): number => 100 + userId;

/** The demo users' saved addresses, and one home address for every other seeded user. */
export function seedAddresses(users: readonly UserRecord[]): AddressRecord[] {
  const fixed: AddressRecord[] = [
    {
      id: 1, userId: 1, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567',
      address: 'Moda Cad. Şair Nefi Sok. No:7 D:3', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa',
      identityNumber: '10000000146', corporateAddress: false, EInvoicePayer: false,
    },
    {
      id: 2, userId: 1, addressName: 'İş', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567',
      address: 'Atatürk Blv. No:120 Kat:4', province: 'Ankara', district: 'Çankaya', neighborhood: 'Kavaklıdere',
      corporateAddress: false, EInvoicePayer: false,
    },
    {
      id: 3, userId: 2, addressName: 'Merkez Ofis', firstName: 'Mehmet', lastName: 'Kaya', companyName: 'Kaya Tekstil Ltd. Şti.',
      phone: '5339876543', address: 'Moda Cad. No:12', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Moda',
      taxIdentificationNumber: '1234567890', taxAdministration: 'Kadıköy Vergi Dairesi', corporateAddress: true, EInvoicePayer: true,
    },
  ];
  const others = users.filter((u) => u.id > 2).map((u): AddressRecord => ({
    id: seededAddressIdOf(u.id), userId: u.id, addressName: 'Ev', firstName: u.firstName, lastName: u.lastName, phone: u.phone,
    address: `Cumhuriyet Cad. No:${u.id}`, province: 'İzmir', district: 'Karşıyaka', neighborhood: 'Bostanlı',
    corporateAddress: false, EInvoicePayer: false,
  }));
  return [...fixed, ...others];
}
