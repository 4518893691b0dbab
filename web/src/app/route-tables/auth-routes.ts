import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { page } from './page.ts';

/** Login, registration and password recovery. */
export const authRoutes: RouteObject[] = [
  page(paths.auth.login.path, async () => (await import('../routes/auth/login.tsx')).LoginRoute),
  page(paths.auth.register.path, async () => (await import('../routes/auth/register.tsx')).RegisterRoute),
  page(paths.auth.registerCompany.path, async () => (await import('../routes/auth/register-company.tsx')).RegisterCompanyRoute),
  page(paths.auth.forgotPassword.path, async () => (await import('../routes/auth/forgot-password.tsx')).ForgotPasswordRoute),
  page(paths.auth.resetPassword.path, async () => (await import('../routes/auth/reset-password.tsx')).ResetPasswordRoute),
];
