import type { CargoAddress, CargoAddressInput } from '@carsi/sdk/main';
import { z } from 'zod';
import { addressContactOf, addressContactShape, emptyAddressContact, type AddressContactValues } from '@/lib/address-schema.ts';
import { normalizeMobilePhone } from '@/lib/validation.ts';

export interface CargoAddressValues extends AddressContactValues {
  isDefault: boolean;
}

/** The address a seller ships from: the shop's address rules (lib/address-schema) without invoice details. */
export const cargoAddressSchema = z
  .object({ ...addressContactShape, isDefault: z.boolean() })
  .transform((v): CargoAddressInput => ({ ...v, phone: normalizeMobilePhone(v.phone) }));

export const emptyCargoAddress: CargoAddressValues = { ...emptyAddressContact, isDefault: false };

export const cargoValuesOf = (a: CargoAddress): CargoAddressValues => ({ ...addressContactOf(a), isDefault: a.isDefault });
