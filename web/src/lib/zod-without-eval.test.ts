import { config } from 'zod/v4/core';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { runZodWithoutEval } from './zod-without-eval.ts';

describe('runZodWithoutEval', () => {
  it('makes Zod parse objects without compiling a parser through `new Function`', () => {
    runZodWithoutEval();
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ ad: z.string(), adet: z.number() });
    expect(schema.parse({ ad: 'Kalem', adet: 2 })).toEqual({ ad: 'Kalem', adet: 2 });
    expect(schema.safeParse({ ad: 'Kalem' }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
