/**
 * The CSP has no 'unsafe-eval': Zod would otherwise probe `new Function` on its first object parse (the
 * caught throw still fires a securitypolicyviolation). Zod keeps its settings on `globalThis`, where it
 * also finds them when it loads after this ran, so setting them costs no import of Zod's core (kept out
 * of the first load); `z.config()` reads the same object.
 */
export function runZodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
