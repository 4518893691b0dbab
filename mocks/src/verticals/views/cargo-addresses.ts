/** A cargo address record → the contract's CargoAddress (the section and owner stay in the store). */
import type { CargoAddressRecord } from '@mocks/db/vertical-types.ts';
import type { CargoAddress } from '@carsi/sdk/main';

export const cargoAddressView = ({ vertical: _v, userId: _u, ...rest }: CargoAddressRecord): CargoAddress => rest;
