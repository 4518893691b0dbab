import { z } from 'zod';
import { mobilePhoneSchema, normalizeMobilePhone, passwordSchema } from '@/lib/validation.ts';

export const securityMessages = {
  oldPassword: 'Mevcut şifrenizi girin.',
  sameAsOld: 'Yeni şifre mevcut şifrenizden farklı olmalıdır.',
  reNewPassword: 'Yeni şifreyi tekrar girin.',
  mismatch: 'Şifreler eşleşmiyor.',
  samePhone: 'Yeni numara mevcut numaranızdan farklı olmalıdır.',
  code: 'SMS ile gelen 6 haneli kodu girin.',
  deletePassword: 'Hesabınızı silmek için şifrenizi girin.',
} as const;

export interface PasswordFormValues extends Record<string, string> {
  oldPassword: string;
  newPassword: string;
  reNewPassword: string;
}

export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, { error: securityMessages.oldPassword }),
    newPassword: passwordSchema,
    reNewPassword: z.string().min(1, { error: securityMessages.reNewPassword }),
  })
  .superRefine((values, ctx) => {
    if (values.oldPassword !== '' && values.newPassword === values.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: securityMessages.sameAsOld });
    }
    if (values.reNewPassword !== '' && values.reNewPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['reNewPassword'], message: securityMessages.mismatch });
    }
  });

export type PasswordChangeData = z.output<typeof passwordChangeSchema>;

export interface PhoneFormValues extends Record<string, string> {
  phone: string;
}

/** The new mobile number; it must differ from the one on the account (spec §5). */
export const phoneSchema = (currentPhone: string | undefined) =>
  z.object({
    phone: mobilePhoneSchema.refine((phone) => currentPhone === undefined || phone !== normalizeMobilePhone(currentPhone), {
      error: securityMessages.samePhone,
    }),
  });

export interface CodeFormValues extends Record<string, string> {
  code: string;
}

export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .refine((code) => /^\d{6}$/.test(code), { error: securityMessages.code }),
});

export interface DeleteAccountValues extends Record<string, string> {
  password: string;
  reason: string;
}

export const deleteAccountSchema = z.object({
  password: z.string().min(1, { error: securityMessages.deletePassword }),
  reason: z.string().trim().max(500),
});

