import { OrderStatus } from '@carsi/sdk/main';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../db/commerce-types.ts';
import { invalidShipmentFields, recordShipment, shipmentRefusal, type ShippingRules } from './shipping.ts';

const strict: ShippingRules = { carrierLength: { min: 2, max: 60 }, trackingPattern: /^[A-Za-z0-9]{6,30}$/, lastShippableStatus: OrderStatus.SHIPPED, changeWaitMs: 1000 };
const plain: ShippingRules = { lastShippableStatus: OrderStatus.PREPARING, deliveryMs: 2000 };

const order = (status: OrderStatus): OrderRecord =>
  ({ status, items: [{ status }, { status: OrderStatus.CANCEL }], updatedAt: '' }) as unknown as OrderRecord;

describe('a seller\'s shipment under a side\'s rules', () => {
  it('checks the fields by the side\'s bounds, or only that they are given', () => {
    expect(invalidShipmentFields(strict, { cargoCompany: 'A', trackingNumber: 'AB-12' })).toEqual(['cargoCompany', 'trackingNumber']);
    expect(invalidShipmentFields(strict, { cargoCompany: 'Aras Kargo', trackingNumber: 'AB1234' })).toEqual([]);
    expect(invalidShipmentFields(plain, { cargoCompany: 'A', trackingNumber: 'AB-12' })).toEqual([]);
    expect(invalidShipmentFields(plain, { cargoCompany: '', trackingNumber: '' })).toEqual(['cargoCompany', 'trackingNumber']);
  });

  it('refuses a shipment past the side\'s last shippable status, and a change within its wait', () => {
    expect(shipmentRefusal(plain, order(OrderStatus.SHIPPED), 0)).toBe('1000-1007');
    const shipped = order(OrderStatus.PREPARING);
    recordShipment(strict, shipped, { cargoCompany: 'Aras Kargo', trackingNumber: 'AB1234' }, 10_000);
    expect(shipmentRefusal(strict, shipped, 10_500)).toBe('2000-0063');
    expect(shipmentRefusal(strict, shipped, 11_000)).toBeUndefined();
  });

  it('ships the order and its lines but a cancelled one, keeps the first day it left, and delivers on the side\'s timer', () => {
    const sold = order(OrderStatus.PREPARING);
    recordShipment(plain, sold, { cargoCompany: 'Aras Kargo', trackingNumber: 'AB1234' }, 10_000);
    expect(sold.status).toBe(OrderStatus.SHIPPED);
    expect(sold.items.map((item) => item.status)).toEqual([OrderStatus.SHIPPED, OrderStatus.CANCEL]);
    expect(sold.deliversAt).toBe(12_000);
    recordShipment(plain, sold, { cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'CD5678' }, 20_000);
    expect(sold.shipment).toEqual({ cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'CD5678', shippedAt: new Date(10_000).toISOString() });
  });
});
