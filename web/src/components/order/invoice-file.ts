import { ErrorCode } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';

const isPdf = (file: File): boolean =>
  file.type === 'application/pdf' || ((file.type === '' || file.type === 'application/octet-stream') && file.name.toLowerCase().endsWith('.pdf'));

/**
 * Why a chosen invoice file cannot be sent, with the catalogue's message (the server's own rules:
 * no file 2000-0011, an empty file 2000-0024, not a PDF 2000-0035), or undefined when it may go.
 */
export function invoiceFileProblem(file: File | undefined): string | undefined {
  if (!file) return errorMessageFor(ErrorCode.FILE_REQUIRED);
  if (file.size === 0) return errorMessageFor(ErrorCode.FILE_REQUIRED_AT_LEAST_ONE);
  if (!isPdf(file)) return errorMessageFor(ErrorCode.ONLY_PDF);
  return undefined;
}
