import { z } from 'zod';

// The CSP has no 'unsafe-eval': Zod would otherwise probe `new Function` on its first parse (the
// caught throw still fires a securitypolicyviolation). Interpreted parsing is fast enough for forms.
z.config({ jitless: true });

/** An optional absolute URL; an empty string counts as "not given". */
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ error: 'Geçerli bir adres olmalıdır.' }).optional(),
);

const envSchema = z.object({
  VITE_MAIN_API_URL: optionalUrl,
  VITE_CONTENT_API_URL: optionalUrl,
  VITE_LIVE_API_URL: optionalUrl,
  VITE_USE_MOCKS: z.string().optional(),
});

export interface AppConfig {
  apiUrls: { main: string; content: string; live: string };
  /** Mock mode (chosen by web/vite.config.ts, see config/build-mode.ts): the in-browser mock backend answers every call. */
  useMocks: boolean;
}

/** Parses the build-time environment once at start-up; a malformed URL stops the app with a clear message. */
export function parseAppConfig(env: Record<string, unknown>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Uygulama ayarları geçersiz — ${problems}`);
  }
  const { VITE_MAIN_API_URL, VITE_CONTENT_API_URL, VITE_LIVE_API_URL, VITE_USE_MOCKS } = parsed.data;
  const trim = (url: string | undefined): string => (url ?? '').replace(/\/+$/, '');
  return {
    apiUrls: { main: trim(VITE_MAIN_API_URL), content: trim(VITE_CONTENT_API_URL), live: trim(VITE_LIVE_API_URL) },
    useMocks: VITE_USE_MOCKS === 'true',
  };
}
