import { z } from 'zod';
import { mobilePhoneSchema, validationMessages } from '../../../lib/validation.ts';

export const addressMessages = {
  addressName: 'Adrese bir ad verin (ör. Ev, İş).',
  firstName: 'Adınızı girin.',
  lastName: 'Soyadınızı girin.',
  address: 'Açık adresi en az 10 karakter olarak girin.',
  provinceId: 'İl seçin.',
  districtId: 'İlçe seçin.',
  neighborhood: 'Mahalle seçin.',
} as const;

export interface NewAddressValues extends Record<string, string> {
  addressName: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  provinceId: string;
  districtId: string;
  neighborhood: string;
}

export const emptyAddress: NewAddressValues = {
  addressName: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  provinceId: '',
  districtId: '',
  neighborhood: '',
};

const required = (message: string) => z.string().trim().min(1, { error: message });

/** A delivery address typed at payment; the location fields hold the ids chosen in the selects. */
export const newAddressSchema = z.object({
  addressName: required(addressMessages.addressName).max(30),
  firstName: required(addressMessages.firstName).max(50),
  lastName: required(addressMessages.lastName).max(50),
  phone: z.string().trim().min(1, { error: validationMessages.mobilePhone }).pipe(mobilePhoneSchema),
  address: z.string().trim().min(10, { error: addressMessages.address }).max(250),
  provinceId: required(addressMessages.provinceId),
  districtId: required(addressMessages.districtId),
  neighborhood: required(addressMessages.neighborhood),
});

export type NewAddress = z.output<typeof newAddressSchema>;
