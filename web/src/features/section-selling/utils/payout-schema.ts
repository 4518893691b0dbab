import { errorMessageFor } from '@carsi/sdk/runtime';
import { z } from 'zod';
import { ibanSchema, isValidTcIdentity, validationMessages } from '@/lib/validation.ts';

export interface PayoutFormValues extends Record<string, string> {
  accountHolder: string;
  iban: string;
  identityNumber: string;
  taxNumber: string;
}

const optionalDigits = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || valid(value), { error: message });

/**
 * The payout form: a name, a Turkish IBAN (TR + 24 digits with a valid mod-97 checksum), and an identity
 * or a tax number (at least one, 2000-0002's message).
 */
export const payoutSchema = z
  .object({
    accountHolder: z.string().trim().min(2, { error: 'Hesap sahibinin adını girin.' }).max(100, { error: 'En fazla 100 karakter.' }),
    iban: ibanSchema,
    identityNumber: optionalDigits(isValidTcIdentity, validationMessages.tcIdentity),
    taxNumber: optionalDigits((value) => /^\d{10}$/.test(value), validationMessages.taxNumber),
  })
  .superRefine((values, context) => {
    if (values.identityNumber === '' && values.taxNumber === '') {
      context.addIssue({ code: 'custom', path: ['identityNumber'], message: errorMessageFor('2000-0002') });
    }
  });

export type PayoutData = z.output<typeof payoutSchema>;

/** Catalogue codes the server answers without a field, and the field they belong to. */
export const payoutCodeFields = { '2000-0003': 'iban', '2000-0002': 'identityNumber' } as const;
