import { ReportReasonType } from '@carsi/sdk/main';

/** Why a member reports a listing, in Turkish, in the order the form offers them. */
export const reportReasonLabels: Record<ReportReasonType, string> = {
  FRAUD: 'Dolandırıcılık şüphesi',
  PROHIBITED_ITEM: 'Satışı yasak ürün',
  COUNTERFEIT: 'Sahte veya taklit ürün',
  WRONG_CATEGORY: 'Yanlış kategori',
  MISLEADING_INFO: 'Yanıltıcı bilgi veya fotoğraf',
  OFFENSIVE_CONTENT: 'Uygunsuz içerik',
  OTHER: 'Diğer',
};

export const reportReasonOrder = Object.keys(reportReasonLabels) as ReportReasonType[];

export const isReportReason = (value: string): value is ReportReasonType => value in reportReasonLabels;
