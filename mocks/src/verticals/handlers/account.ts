/** A section's seller account: summary, contract, cargo addresses and check, last visits, suspension. */
import { http } from 'msw';
import { CAPS } from '@mocks/db/caps.ts';
import { db, nextId } from '@mocks/db/database.ts';
import { round } from '@mocks/db/money.ts';
import type { CargoAddressRecord } from '@mocks/db/vertical-types.ts';
import type { UserRecord } from '@mocks/db/types.ts';
import { bool, int, readJson, str, type JsonObject } from '@mocks/http/body.ts';
import { failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { isMobilePhone } from '@mocks/http/validate.ts';
import { OrderStatus, type Contract } from '@carsi/sdk/main';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { cargoAddressView } from '../views/cargo-addresses.ts';
import { findListing, listingViews } from '../views/listings.ts';
import { listingSeller } from '../views/people.ts';
import { base, isResponse, nowIso, withSettledUser } from './context.ts';

type CargoFields = Omit<CargoAddressRecord, 'id' | 'vertical' | 'userId'>;

function cargoFields(body: JsonObject): CargoFields | Response {
  const bad: string[] = [];
  const field = (key: string, min: number, max: number): string => {
    const value = str(body[key])?.trim() ?? '';
    if (value.length < min || value.length > max) bad.push(key);
    return value;
  };
  const fields: CargoFields = {
    addressName: field('addressName', 1, 60),
    firstName: field('firstName', 1, 60),
    lastName: field('lastName', 1, 60),
    phone: str(body.phone) ?? '',
    address: field('address', 5, 300),
    province: field('province', 1, 60),
    district: field('district', 1, 60),
    ...(str(body.neighborhood) ? { neighborhood: str(body.neighborhood) } : {}),
    isDefault: bool(body.isDefault) ?? false,
  };
  if (!isMobilePhone(fields.phone)) bad.push('phone');
  if (bad.length > 0) return invalid(...bad);
  const province = db.provinces.find((p) => p.name.toLocaleLowerCase('tr-TR') === fields.province.toLocaleLowerCase('tr-TR'));
  if (!province) return failWith('2000-0006');
  const districts = db.districts.filter((d) => d.provinceId === province.id);
  const district = districts.find((d) => d.name.toLocaleLowerCase('tr-TR') === fields.district.toLocaleLowerCase('tr-TR'));
  if (districts.length > 0 && !district) return failWith('2000-0206');
  const neighborhoods = district ? db.neighborhoods.filter((n) => n.districtId === district.id) : [];
  if (fields.neighborhood && neighborhoods.length > 0 && !neighborhoods.some((n) => n.name.toLocaleLowerCase('tr-TR') === fields.neighborhood?.toLocaleLowerCase('tr-TR'))) return failWith('2000-0207');
  return fields;
}

export function accountHandlers(v: VerticalConfig) {
  const contractOf = (user: UserRecord): Contract => {
    const acceptedAt = userStateOf(v.slug, user.id).contractAcceptedAt;
    return {
      id: v.position + 1,
      platform: v.platform,
      status: acceptedAt ? 'ACCEPTED' : 'pending',
      version: v.contractVersion,
      title: `${v.label} Satıcı Sözleşmesi`,
      text: `<h2>${v.label} Satıcı Sözleşmesi (sürüm ${v.contractVersion})</h2><p>Satıcı, ilanlarındaki bilgilerin doğru olduğunu, ürünü siparişten sonra 3 iş günü içinde kargoya vereceğini ve iade taleplerini 48 saat içinde yanıtlayacağını kabul eder.</p><p>Çarşı her satıştan %${Math.round(v.commissionRate * 100)} komisyon ve 9,90 TL hizmet bedeli keser.</p>`,
      acceptedAt: acceptedAt ?? null,
    };
  };
  const cargoOf = (user: UserRecord, id: number | undefined): CargoAddressRecord | undefined =>
    db.cargoAddresses.find((a) => a.id === id && a.userId === user.id && a.vertical === v.slug);
  const makeDefault = (user: UserRecord, id: number): void => {
    for (const a of db.cargoAddresses) if (a.userId === user.id && a.vertical === v.slug) a.isDefault = a.id === id;
  };

  return [
    http.get(`${base(v)}/summary`, withSettledUser((user) => {
      const own = db.listings.filter((l) => l.vertical === v.slug && l.sellerId === user.id);
      const sales = db.listingOrders.filter((o) => o.platform === v.platform && o.sellerId === user.id);
      const seller = listingSeller({ vertical: v.slug, sellerId: user.id });
      return ok({
        platform: v.platform,
        activeListingCount: own.filter((l) => l.state === 'ACTIVE').length,
        waitingForApprovalCount: own.filter((l) => l.state === 'WAITING_FOR_APPROVAL').length,
        soldCount: own.filter((l) => l.state === v.soldState).length,
        totalSales: round(sales.filter((o) => o.status !== OrderStatus.CANCEL).reduce((s, o) => s + o.items.reduce((t, i) => t + i.unitPrice * i.quantity, 0), 0)),
        pendingOrderCount: sales.filter((o) => o.status <= OrderStatus.PREPARING).length,
        openNegotiationCount: db.negotiations.filter((n) => n.vertical === v.slug && n.sellerId === user.id && (n.status === 'PENDING' || n.status === 'COUNTER_OFFERED')).length,
        followerCount: seller.followerCount,
        rating: seller.rating,
        ratingCount: sales.filter((o) => o.status === OrderStatus.DELIVERED).length,
      });
    })),

    http.get(`${base(v)}/contract`, withSettledUser((user) => ok(contractOf(user)))),

    http.post(`${base(v)}/contract`, withSettledUser(async (user, { request }) => {
      const body = await readJson(request);
      const version = str(body.version);
      if (!version || body.accepted !== true) return invalid(...(!version ? ['version'] : []), ...(body.accepted !== true ? ['accepted'] : []));
      if (version !== v.contractVersion) return failWith('1000-1007');
      const state = userStateOf(v.slug, user.id);
      state.contractAcceptedAt ??= nowIso();
      return ok(contractOf(user));
    })),

    http.get(`${base(v)}/cargo-address`, withSettledUser((user) => ok(db.cargoAddresses.filter((a) => a.userId === user.id && a.vertical === v.slug).map(cargoAddressView)))),

    http.post(`${base(v)}/cargo-address`, withSettledUser(async (user, { request }) => {
      const fields = cargoFields(await readJson(request));
      if (isResponse(fields)) return fields;
      const mine = db.cargoAddresses.filter((a) => a.userId === user.id && a.vertical === v.slug);
      if (mine.length >= CAPS.cargoAddresses) return invalid('addressName');
      const record: CargoAddressRecord = { id: nextId('cargoAddress'), vertical: v.slug, userId: user.id, ...fields, isDefault: fields.isDefault || mine.length === 0 };
      db.cargoAddresses.push(record);
      if (record.isDefault) makeDefault(user, record.id);
      return ok(cargoAddressView(record));
    })),

    http.get(`${base(v)}/cargo-address/:id`, withSettledUser((user, { params }) => {
      const address = cargoOf(user, int(params.id));
      return address ? ok(cargoAddressView(address)) : failWith('2000-0221');
    })),

    http.put(`${base(v)}/cargo-address/:id`, withSettledUser(async (user, { request, params }) => {
      const address = cargoOf(user, int(params.id));
      if (!address) return failWith('2000-0221');
      const fields = cargoFields(await readJson(request));
      if (isResponse(fields)) return fields;
      const wasDefault = address.isDefault;
      Object.assign(address, fields, { isDefault: fields.isDefault || wasDefault });
      if (fields.isDefault) makeDefault(user, address.id);
      return ok(cargoAddressView(address));
    })),

    http.delete(`${base(v)}/cargo-address/:id`, withSettledUser((user, { params }) => {
      const address = cargoOf(user, int(params.id));
      if (!address) return failWith('2000-0221');
      db.cargoAddresses.splice(db.cargoAddresses.indexOf(address), 1);
      const next = db.cargoAddresses.find((a) => a.userId === user.id && a.vertical === v.slug);
      if (address.isDefault && next) next.isDefault = true;
      return ok({});
    })),

    http.post(`${base(v)}/cargo-detail/check`, withSettledUser(async (user, { request }) => {
      const id = int((await readJson(request)).cargoAddressId);
      if (id === undefined) return invalid('cargoAddressId');
      const address = cargoOf(user, id);
      if (!address) return failWith('2000-0221');
      const served = db.districts.some((d) => d.name === address.district) || !db.districts.some((d) => db.provinces.find((p) => p.id === d.provinceId)?.name === address.province);
      return ok({
        cargoAddressId: address.id,
        valid: served,
        cargoCompany: 'Yurtiçi Kargo',
        ...(served ? { branchName: `${address.district} Şubesi` } : {}),
        message: served ? 'Adresinizden kargo alımı yapılabilir.' : 'Bu adrese kargo alımı yapılamıyor.',
        checkedAt: nowIso(),
      });
    })),

    http.get(`${base(v)}/last-visit`, withSettledUser((user) => ok(listingViews(userStateOf(v.slug, user.id).lastVisits.flatMap((id) => findListing(id) ?? []).filter((l) => l.state !== 'REMOVED'), user.id)))),

    http.post(`${base(v)}/last-visit`, withSettledUser(async (user, { request }) => {
      const ids = (await readJson(request)).idList;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > CAPS.verticalLastVisits || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) return invalid('idList');
      const found = (ids as number[]).flatMap((id) => {
        const listing = findListing(id);
        return listing && listing.vertical === v.slug && listing.state !== 'REMOVED' && !listing.hidden ? [listing] : [];
      });
      const state = userStateOf(v.slug, user.id);
      state.lastVisits = [...new Set([...found.map((l) => l.id), ...state.lastVisits])].slice(0, CAPS.verticalLastVisits);
      return ok(listingViews(found, user.id));
    })),

    http.post(`${base(v)}/suspend`, withSettledUser((user) => {
      const openOrder = db.listingOrders.some((o) => o.platform === v.platform && (o.sellerId === user.id || o.buyerId === user.id) && o.status <= OrderStatus.SHIPPED);
      const openOffer = db.negotiations.some((n) => n.vertical === v.slug && (n.sellerId === user.id || n.buyerId === user.id) && (n.status === 'PENDING' || n.status === 'COUNTER_OFFERED'));
      if (openOrder || openOffer) return failWith('1000-1007');
      userStateOf(v.slug, user.id).suspended = true;
      for (const l of db.listings) if (l.vertical === v.slug && l.sellerId === user.id) l.hidden = true;
      return ok({ suspend: true });
    })),
  ];
}
