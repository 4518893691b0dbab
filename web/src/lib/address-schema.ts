import type { Address, AddressInput } from '@carsi/sdk/main';
import { z } from 'zod';
import { isValidTcIdentity, mobilePhoneSchema, normalizeMobilePhone, validationMessages } from './validation.ts';

/** Who and where: what every address form of the shop asks (delivery addresses and sellers' cargo addresses). */
interface AddressContact {
  addressName: string;
  firstName: string;
  lastName: string;
  phone: string;
  province: string;
  district: string;
  neighborhood: string;
  address: string;
}

/** The contact fields as a form holds them. */
export interface AddressContactValues extends AddressContact, Record<string, string | boolean> {}

export interface AddressFormValues extends AddressContactValues {
  corporateAddress: boolean;
  identityNumber: string;
  companyName: string;
  taxIdentificationNumber: string;
  taxAdministration: string;
  EInvoicePayer: boolean;
}

export const addressMessages = {
  addressName: 'Adrese bir ad verin (ör. Ev, İş).',
  firstName: 'Adı girin.',
  lastName: 'Soyadı girin.',
  tooLong: 'En fazla 60 karakter girebilirsiniz.',
  province: 'İl seçin.',
  district: 'İlçe seçin.',
  neighborhood: 'Mahalle seçin.',
  address: 'Cadde, sokak, bina ve daire bilgisini girin (en az 5 karakter).',
  companyName: 'Fatura için şirket unvanını girin.',
  taxAdministration: 'Vergi dairesini girin.',
} as const;

const text = (message: string, max = 60) =>
  z.string().trim().min(1, { error: message }).max(max, { error: addressMessages.tooLong });

/** The rules of the contact and location fields, the same on every address form. */
export const addressContactShape = {
  addressName: text(addressMessages.addressName),
  firstName: text(addressMessages.firstName),
  lastName: text(addressMessages.lastName),
  phone: mobilePhoneSchema,
  province: z.string().min(1, { error: addressMessages.province }),
  district: z.string().trim().min(1, { error: addressMessages.district }),
  neighborhood: z.string().trim().min(1, { error: addressMessages.neighborhood }),
  address: z.string().trim().min(5, { error: addressMessages.address }).max(300, { error: 'En fazla 300 karakter girebilirsiniz.' }),
};

export const emptyAddressContact: AddressContactValues = {
  addressName: '',
  firstName: '',
  lastName: '',
  phone: '',
  province: '',
  district: '',
  neighborhood: '',
  address: '',
};

/** The contact fields of a saved address (a cargo address may have no neighbourhood). */
export const addressContactOf = (a: Omit<AddressContact, 'neighborhood'> & { neighborhood?: string | null }): AddressContactValues => ({
  addressName: a.addressName,
  firstName: a.firstName,
  lastName: a.lastName,
  phone: a.phone,
  province: a.province,
  district: a.district,
  neighborhood: a.neighborhood ?? '',
  address: a.address,
});

/** An individual address may carry a TC identity number; a corporate one needs title, tax number and office. */
export const addressSchema = z
  .object({
    ...addressContactShape,
    corporateAddress: z.boolean(),
    identityNumber: z.string().trim(),
    companyName: z.string().trim(),
    taxIdentificationNumber: z.string().trim(),
    taxAdministration: z.string().trim(),
    EInvoicePayer: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.corporateAddress) {
      if (v.identityNumber !== '' && !isValidTcIdentity(v.identityNumber)) issue('identityNumber', validationMessages.tcIdentity);
      return;
    }
    if (v.companyName.length < 2) issue('companyName', addressMessages.companyName);
    if (!/^\d{10}$/.test(v.taxIdentificationNumber)) issue('taxIdentificationNumber', validationMessages.taxNumber);
    if (v.taxAdministration.length < 2) issue('taxAdministration', addressMessages.taxAdministration);
  });

export type AddressFormData = z.output<typeof addressSchema>;

export const emptyAddress: AddressFormValues = {
  ...emptyAddressContact,
  corporateAddress: false,
  identityNumber: '',
  companyName: '',
  taxIdentificationNumber: '',
  taxAdministration: '',
  EInvoicePayer: false,
};

export function addressValuesOf(address: Address): AddressFormValues {
  return {
    ...addressContactOf(address),
    corporateAddress: address.corporateAddress,
    identityNumber: address.identityNumber ?? '',
    companyName: address.companyName ?? '',
    taxIdentificationNumber: address.taxIdentificationNumber ?? '',
    taxAdministration: address.taxAdministration ?? '',
    EInvoicePayer: address.EInvoicePayer,
  };
}

/** The contract's AddressInput: only the fields that belong to the chosen kind are sent. */
export function toAddressInput(data: AddressFormData): AddressInput {
  const base = {
    addressName: data.addressName,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: normalizeMobilePhone(data.phone),
    province: data.province,
    district: data.district,
    neighborhood: data.neighborhood,
    address: data.address,
  };
  if (!data.corporateAddress) {
    return { ...base, corporateAddress: false, EInvoicePayer: false, ...(data.identityNumber ? { identityNumber: data.identityNumber } : {}) };
  }
  return {
    ...base,
    corporateAddress: true,
    EInvoicePayer: data.EInvoicePayer,
    companyName: data.companyName,
    taxIdentificationNumber: data.taxIdentificationNumber,
    taxAdministration: data.taxAdministration,
  };
}
