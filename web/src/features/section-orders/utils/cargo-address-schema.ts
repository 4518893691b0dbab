import type { CargoAddress, CargoAddressInput } from '@carsi/sdk/main';
import { z } from 'zod';
import { addressMessages } from '@/lib/address-schema.ts';
import { mobilePhoneSchema, normalizeMobilePhone } from '@/lib/validation.ts';

export interface CargoAddressValues extends Record<string, string | boolean> {
  addressName: string;
  firstName: string;
  lastName: string;
  phone: string;
  province: string;
  district: string;
  neighborhood: string;
  address: string;
  isDefault: boolean;
}

const text = (message: string) => z.string().trim().min(1, { error: message }).max(60, { error: addressMessages.tooLong });

/** The address a seller ships from: the shop's address rules (messages of lib/address-schema) without invoice details. */
export const cargoAddressSchema = z
  .object({
    addressName: text(addressMessages.addressName),
    firstName: text(addressMessages.firstName),
    lastName: text(addressMessages.lastName),
    phone: mobilePhoneSchema,
    province: z.string().min(1, { error: addressMessages.province }),
    district: z.string().trim().min(1, { error: addressMessages.district }),
    neighborhood: z.string().trim().min(1, { error: addressMessages.neighborhood }),
    address: z.string().trim().min(5, { error: addressMessages.address }).max(300, { error: 'En fazla 300 karakter girebilirsiniz.' }),
    isDefault: z.boolean(),
  })
  .transform((v): CargoAddressInput => ({ ...v, phone: normalizeMobilePhone(v.phone) }));

export const emptyCargoAddress: CargoAddressValues = {
  addressName: '',
  firstName: '',
  lastName: '',
  phone: '',
  province: '',
  district: '',
  neighborhood: '',
  address: '',
  isDefault: false,
};

export const cargoValuesOf = (a: CargoAddress): CargoAddressValues => ({
  addressName: a.addressName,
  firstName: a.firstName,
  lastName: a.lastName,
  phone: a.phone,
  province: a.province,
  district: a.district,
  neighborhood: a.neighborhood ?? '',
  address: a.address,
  isDefault: a.isDefault,
});
