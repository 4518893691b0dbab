/** Account records → the contract's UserInformation (addresses: shared/address.ts). */
import { COMPANY_APPROVAL_MS } from '../db/timings.ts';
import { storeOf } from '../db/seller-stores.ts';
import type { UserRecord } from '../db/types.ts';
import { ApprovalStatus, type UserInformation } from '@carsi/sdk/main';
import { sellerSummary } from './catalog.ts';

/** Applies a pending company update once its certificate was sent and the approval delay passed. */
export function settleApproval(user: UserRecord, now = Date.now()): void {
  const pending = user.pendingCompany;
  if (!pending?.hasCertificate || now < (pending.approvesAt ?? pending.submittedAt + COMPANY_APPROVAL_MS)) return;
  user.companyInformation = { ...pending.companyInformation, taxNumber: user.companyInformation?.taxNumber ?? '1234567890' };
  user.companyType = 'COMPANY';
  user.accountType = 'COMPANY';
  user.approvalStatus = ApprovalStatus.Approved;
  delete user.pendingCompany;
}

export function userInformation(user: UserRecord): UserInformation {
  settleApproval(user);
  const company = user.pendingCompany?.companyInformation ?? user.companyInformation;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.phone ? { phone: user.phone } : {}),
    phoneVerified: user.phoneVerified,
    ...(user.birthDate ? { birthDate: user.birthDate } : {}),
    accountType: user.accountType,
    ...(user.companyType ? { companyType: user.companyType } : {}),
    ...(company ? { companyInformation: company } : {}),
    ...(user.approvalStatus === undefined ? {} : { approvalStatus: user.approvalStatus }),
    ...storeView(user.id),
    createdAt: user.createdAt,
  };
}

/** The store the user runs (kurumsal@carsi.test runs store 1 in the seed). */
function storeView(userId: number): Pick<UserInformation, 'store'> {
  const store = storeOf(userId);
  return store ? { store: sellerSummary(store) } : {};
}
