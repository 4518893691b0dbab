/** User information (individual at once, company after approval), password, addresses, announcements, delete account. */
import { http } from 'msw';
import { CAPS } from '../db/caps.ts';
import { db, nextId } from '../db/database.ts';
import type { AddressRecord, CompanyInformation, UserRecord } from '../db/types.ts';
import { bool, int, obj, readBody, readJson, str, type JsonObject } from '../http/body.ts';
import { fail, failWith, invalid, ok } from '../http/envelope.ts';
import { endSessionsOf } from '../http/session.ts';
import { isIdentityNumber, isMobilePhone, isTaxNumber, isValidPassword } from '../http/validate.ts';
import { addressView } from '../shared/address.ts';
import { userInformation } from '../views/account.ts';
import { withUser } from './with-user.ts';
import { ApprovalStatus } from '@carsi/sdk/main';

type CompanyCheck = { company: CompanyInformation } | { bad: string[] };

/** The contract's CompanyInformationInput (taxNumber is never taken from the client). */
function companyFrom(body: JsonObject): CompanyCheck {
  const info = obj(body.companyInformation);
  if (!info) return { bad: ['companyInformation'] };
  const text = (key: string, min: number): string | undefined => {
    const value = str(info[key])?.trim();
    return value !== undefined && value.length >= min ? value : undefined;
  };
  const companyName = text('companyName', 2);
  const taxAdministration = text('taxAdministration', 2);
  const address = text('address', 5);
  const province = text('province', 1);
  const district = text('district', 1);
  const iban = str(info.iban)?.replace(/\s/g, '');
  const mersisNumber = str(info.mersisNumber);
  const kepAddress = str(info.kepAddress);
  const bad = [
    ...(!companyName ? ['companyInformation.companyName'] : []),
    ...(!taxAdministration ? ['companyInformation.taxAdministration'] : []),
    ...(!address ? ['companyInformation.address'] : []),
    ...(!province ? ['companyInformation.province'] : []),
    ...(!district ? ['companyInformation.district'] : []),
    ...(mersisNumber !== undefined && !/^\d{16}$/.test(mersisNumber) ? ['companyInformation.mersisNumber'] : []),
  ];
  if (bad.length || !companyName || !taxAdministration || !address || !province || !district) return { bad };
  if (!iban || !/^TR\d{24}$/.test(iban)) return { bad: ['companyInformation.iban'] };
  return {
    company: {
      companyName, taxAdministration, address, province, district, iban,
      ...(mersisNumber ? { mersisNumber } : {}),
      ...(kepAddress ? { kepAddress } : {}),
    },
  };
}

function applyPersonal(user: UserRecord, body: JsonObject): string[] {
  const bad: string[] = [];
  const firstName = str(body.firstName)?.trim();
  const lastName = str(body.lastName)?.trim();
  const birthDate = str(body.birthDate);
  if (firstName !== undefined && (firstName.length < 1 || firstName.length > 60)) bad.push('firstName');
  if (lastName !== undefined && (lastName.length < 1 || lastName.length > 60)) bad.push('lastName');
  if (birthDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) bad.push('birthDate');
  if (bad.length) return bad;
  if (firstName !== undefined) user.firstName = firstName;
  if (lastName !== undefined) user.lastName = lastName;
  if (birthDate !== undefined) user.birthDate = birthDate;
  return [];
}

const REQUIRED_ADDRESS_FIELDS = ['addressName', 'firstName', 'lastName', 'phone', 'address', 'province', 'district', 'neighborhood'] as const;

type AddressCheck = { address: Omit<AddressRecord, 'id' | 'userId'> } | { error: Response };

function checkAddress(body: JsonObject): AddressCheck {
  const missing = REQUIRED_ADDRESS_FIELDS.filter((f) => !str(body[f])?.trim());
  if (missing.length) return { error: invalid(...missing) };
  const phone = str(body.phone) ?? '';
  if (!isMobilePhone(phone)) return { error: invalid('phone') };
  const provinceName = str(body.province) ?? '';
  const province = db.provinces.find((p) => p.name === provinceName || String(p.id) === provinceName);
  if (!province) return { error: fail(400, '2000-0006') };
  const corporate = bool(body.corporateAddress) ?? false;
  const identityNumber = str(body.identityNumber);
  const taxNumber = str(body.taxIdentificationNumber);
  if (identityNumber && !isIdentityNumber(identityNumber)) return { error: invalid('identityNumber') };
  if (taxNumber && !isTaxNumber(taxNumber)) return { error: invalid('taxIdentificationNumber') };
  if (corporate && !taxNumber && !identityNumber) return { error: fail(400, '2000-0002') };
  const optional = (key: string): Record<string, string> => {
    const value = str(body[key]);
    return value ? { [key]: value } : {};
  };
  return {
    address: {
      addressName: str(body.addressName) ?? '',
      firstName: str(body.firstName) ?? '',
      lastName: str(body.lastName) ?? '',
      phone,
      address: str(body.address) ?? '',
      province: province.name,
      district: str(body.district) ?? '',
      neighborhood: str(body.neighborhood) ?? '',
      ...optional('companyName'),
      ...optional('identityNumber'),
      ...optional('taxIdentificationNumber'),
      ...optional('taxAdministration'),
      corporateAddress: corporate,
      EInvoicePayer: bool(body.EInvoicePayer) ?? false,
    },
  };
}

const ownAddress = (user: UserRecord, id: unknown): AddressRecord | undefined => {
  const n = int(id);
  return db.addresses.find((a) => a.id === n && a.userId === user.id);
};

export const userHandlers = [
  http.get('*/api/user/information', withUser((user) => ok(userInformation(user)))),

  /**
   * companyType INDIVIDUAL saves at once. COMPANY keeps the update for an administrator: without the
   * tax certificate approvalStatus is FilePending (0); with it AwaitingAdminApproval (1), and after
   * COMPANY_APPROVAL_MS the update is applied (Approved, 2).
   */
  http.put('*/api/user/information', withUser(async (user, { request }) => {
    const body = await readBody(request);
    const companyType = str(body.companyType);
    if (companyType !== 'INDIVIDUAL' && companyType !== 'COMPANY') return invalid('companyType');
    if (companyType === 'COMPANY') {
      const checked = companyFrom(body);
      if ('bad' in checked) return invalid(...checked.bad);
      const bad = applyPersonal(user, body);
      if (bad.length) return invalid(...bad);
      const hasCertificate = body.taxCertificate !== undefined && body.taxCertificate !== '';
      user.pendingCompany = { companyInformation: checked.company, submittedAt: Date.now(), hasCertificate };
      // companyType is the profile last sent: a pending company profile answers COMPANY beside accountType INDIVIDUAL.
      user.companyType = 'COMPANY';
      user.approvalStatus = hasCertificate ? ApprovalStatus.AwaitingAdminApproval : ApprovalStatus.FilePending;
      return ok(userInformation(user));
    }
    const bad = applyPersonal(user, body);
    if (bad.length) return invalid(...bad);
    return ok(userInformation(user));
  })),

  http.post('*/api/user/newpassword', withUser(async (user, { request }) => {
    const body = await readJson(request);
    const oldPassword = str(body.oldPassword);
    const newPassword = str(body.newPassword);
    if (!oldPassword) return invalid('oldPassword');
    if (!newPassword || !isValidPassword(newPassword)) return invalid('newPassword');
    if (str(body.reNewPassword) !== newPassword) return invalid('reNewPassword');
    if (oldPassword !== user.password) return fail(400, '2000-0180');
    user.password = newPassword;
    return ok({});
  })),

  http.get('*/api/user/addresses', withUser((user) => ok(db.addresses.filter((a) => a.userId === user.id).map(addressView)))),

  http.post('*/api/user/address', withUser(async (user, { request }) => {
    const checked = checkAddress(await readJson(request));
    if ('error' in checked) return checked.error;
    if (db.addresses.filter((a) => a.userId === user.id).length >= CAPS.addresses) return invalid('address');
    const address: AddressRecord = { id: nextId('address'), userId: user.id, ...checked.address };
    db.addresses.push(address);
    return ok(addressView(address));
  })),

  http.get('*/api/user/address/:id', withUser((user, { params }) => {
    const address = ownAddress(user, params.id);
    return address ? ok(addressView(address)) : failWith('2000-0205');
  })),

  http.put('*/api/user/address/:id', withUser(async (user, { request, params }) => {
    const address = ownAddress(user, params.id);
    if (!address) return failWith('2000-0205');
    const checked = checkAddress(await readJson(request));
    if ('error' in checked) return checked.error;
    const updated: AddressRecord = { id: address.id, userId: user.id, ...checked.address };
    db.addresses.splice(db.addresses.indexOf(address), 1, updated);
    return ok(addressView(updated));
  })),

  http.delete('*/api/user/address/:id', withUser((user, { params }) => {
    const address = ownAddress(user, params.id);
    if (!address) return failWith('2000-0205');
    db.addresses.splice(db.addresses.indexOf(address), 1);
    return ok({});
  })),

  http.get('*/api/user/announcement', withUser((user) => ok(user.announcement))),

  http.post('*/api/user/announcement', withUser(async (user, { request }) => {
    const body = await readJson(request);
    for (const key of ['email', 'call', 'sms'] as const) {
      const value = bool(body[key]);
      if (value !== undefined) user.announcement[key] = value;
    }
    return ok(user.announcement);
  })),

  http.post('*/api/user/delete-account', withUser(async (user, { request }) => {
    const password = str((await readJson(request)).password);
    if (!password) return invalid('password');
    if (password !== user.password) return fail(400, '2000-0180');
    user.deleted = true;
    endSessionsOf(user.id);
    return ok({});
  })),
];
