import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s compiled parsers off, as z.config({ jitless: true }) does', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // the schemas still parse (with the interpreter)
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
