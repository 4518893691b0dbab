/** An address record → the contract's Address (the owner stays in the store). */
import type { AddressRecord } from '../db/types.ts';
import type { Address } from '@carsi/sdk/main';

export function addressView(address: AddressRecord): Address {
  const { userId: _owner, ...wire } = address;
  return wire;
}
