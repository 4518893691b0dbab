/**
 * Records of the in-memory store: what the backend keeps, not what it answers. Field names follow
 * spec §3 and the contract; `views/` turns records into the generated wire models, and
 * contract.test.ts checks every answer against the SDK's zod schemas.
 */
import type { ApprovalStatus, Platform } from '@carsi/sdk/main';

/** The contract's platforms (every section of verticals.yaml among them). */
export type { Platform };

/** Same shape as the contract's Question. */
export interface Question {
  id: number;
  productId: number;
  question: string;
  answer?: string;
  askerName: string;
  createdAt: string;
  answeredAt?: string;
}

/** A marketplace question as stored: who asked it is kept, the wire shows only the masked name. */
export interface QuestionRecord extends Question {
  askerId: number;
}

export interface ProductProperty {
  name: string;
  value: string;
}

export type AccountKind = 'INDIVIDUAL' | 'COMPANY';

/** The contract's CompanyInformation (taxNumber comes from the tax certificate, never from the client). */
export interface CompanyInformation {
  companyName: string;
  taxAdministration: string;
  mersisNumber?: string;
  address: string;
  province: string;
  district: string;
  iban: string;
  kepAddress?: string;
  taxNumber?: string;
}

export interface UserRecord {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountType: AccountKind;
  phoneVerified: boolean;
  birthDate?: string;
  companyType?: AccountKind;
  companyInformation?: CompanyInformation;
  /** Present for company profiles; 1 until an administrator approves, then 2. */
  approvalStatus?: ApprovalStatus;
  /**
   * A company update waiting for approval and when it was sent (ms since epoch); with its certificate it
   * is approved COMPANY_APPROVAL_MS later, or at `approvesAt` when set (a scenario's slower administrator).
   */
  pendingCompany?: { companyInformation: CompanyInformation; submittedAt: number; hasCertificate: boolean; approvesAt?: number };
  announcement: { email: boolean; call: boolean; sms: boolean };
  consents: { eMessage: boolean; eOffer: boolean; pPData: boolean };
  createdAt: string;
  deleted?: boolean;
  /** Where section earnings are paid (PUT /api/user/payout-account); absent until saved. */
  payoutAccount?: PayoutAccountRecord;
}

export interface PayoutAccountRecord {
  accountHolder: string;
  iban: string;
  identityNumber: string | null;
  taxNumber: string | null;
  updatedAt: string;
}

export interface AddressRecord {
  id: number;
  userId: number;
  addressName: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  phone: string;
  address: string;
  province: string;
  district: string;
  neighborhood: string;
  identityNumber?: string;
  taxIdentificationNumber?: string;
  taxAdministration?: string;
  corporateAddress: boolean;
  EInvoicePayer: boolean;
}

export interface ProvinceRecord {
  id: number;
  name: string;
}
export interface DistrictRecord {
  id: number;
  provinceId: number;
  name: string;
}
export interface NeighborhoodRecord {
  id: number;
  districtId: number;
  name: string;
}

export interface SellerRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  province: string;
  rating: number;
  ratingCount: number;
  followerCount: number;
  memberSince: string;
}

export interface BrandRecord {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  level: 1 | 2 | 3;
}

export interface ProductRecord {
  id: number;
  title: string;
  slug: string;
  description: string;
  price: number;
  discountRate: number;
  categoryId: number;
  brandId: number;
  sellerId: number;
  platform: Platform;
  properties: ProductProperty[];
  imageCount: number;
  rating: number;
  ratingCount: number;
  favoriteCount: number;
  freeShipping: boolean;
  shippingDays: number;
  stock: number;
  createdAt: string;
}

export interface CartLineRecord {
  productId: number;
  quantity: number;
  /** spec's POST /cart/{id}/{status}: a line can be unticked (kept but not ordered). */
  selected: boolean;
  addedAt: string;
}

export interface CouponRecord {
  code: string;
  title: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  discountValue: number;
  minimumCartTotal?: number;
  maxDiscount?: number;
  expiresAt: string;
}

/** A requested phone change waiting for its SMS code (times in ms since epoch). */
export interface PhoneChangeRecord {
  phone: string;
  sentAt: number;
  expiresAt: number;
}

export interface CardRecord {
  id: number;
  userId: number;
  cardAlias: string;
  holderName: string;
  maskedNumber: string;
  lastFourDigits: string;
  /** The provider's fingerprint of the full number (card-fingerprint.ts); never answered. */
  fingerprint: string;
  expireMonth: number;
  expireYear: number;
  brand: 'VISA' | 'MASTERCARD' | 'TROY' | 'AMEX';
  cardType?: 'CREDIT' | 'DEBIT' | 'PREPAID';
  bankName?: string;
  createdAt: string;
}

export type RatingState = 'WAITING_FOR_APPROVAL' | 'APPROVED' | 'NOT_APPROVED';

/** A product or seller rating of a delivered marketplace order. */
export interface RatingRecord {
  id: number;
  target: 'PRODUCT' | 'SELLER';
  userId: number;
  authorName: string;
  orderId: number;
  productId?: number;
  sellerId: number;
  score: number;
  comment?: string;
  approvalState: RatingState;
  rejectReason?: string;
  createdAt: string;
  updatedAt?: string;
}
