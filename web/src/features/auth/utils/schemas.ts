import { AccountType } from '@carsi/sdk/main';
import { z } from 'zod';
import { platformOrder, type Platform } from '@/config/paths.ts';
import { emailSchema, passwordSchema, validationMessages } from '@/lib/validation.ts';

export const platformSchema = z.enum(platformOrder as readonly Platform[] as [Platform, ...Platform[]], {
  error: 'Devam etmek istediğiniz bölümü seçin.',
});

export const loginFormSchema = z.object({
  email: emailSchema,
  // Login checks only presence: older accounts may predate today's password rules.
  password: z.string().min(1, { error: validationMessages.passwordRequired }),
  platform: platformSchema,
});
export type LoginFormData = z.output<typeof loginFormSchema>;

export const consentMessage = 'Üye olmak için kişisel verilerinizin işlenmesini onaylamanız gerekir.';

export const registerFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  eMessage: z.boolean(),
  eOffer: z.boolean(),
  pPData: z.literal(true, { error: consentMessage }),
  platform: platformSchema,
  /** Not sent with the registration: a company member goes on to the company profile step. */
  accountType: z.enum(AccountType),
});
export type RegisterFormData = z.output<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordFormData = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    email: emailSchema,
    code: z.string().trim().regex(/^\d{6}$/, { error: 'E-postanıza gelen 6 haneli kodu girin.' }),
    newPassword: passwordSchema,
    reNewPassword: z.string().min(1, { error: 'Yeni şifrenizi tekrar girin.' }),
  })
  .refine((data) => data.newPassword === data.reNewPassword, {
    error: 'Şifreler birbiriyle aynı olmalıdır.',
    path: ['reNewPassword'],
  });
export type ResetPasswordFormData = z.output<typeof resetPasswordFormSchema>;

/** What the forms hold while the member types (before validation narrows it). */
export type LoginFormValues = { email: string; password: string; platform: Platform };
export type RegisterFormValues = {
  email: string;
  password: string;
  eMessage: boolean;
  eOffer: boolean;
  pPData: boolean;
  platform: Platform;
  accountType: AccountType;
};
export type ResetPasswordFormValues = { email: string; code: string; newPassword: string; reNewPassword: string };
