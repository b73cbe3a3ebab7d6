import { describe, expect, it } from 'vitest';
import {
  BROKEN_TEXT_DETAIL,
  findBadText,
  jsonDeeperThan,
  MAX_JSON_DEPTH,
  NUL_DETAIL,
  parseJsonField,
  TOO_DEEP_DETAIL,
} from './input-guard.ts';

describe('jsonDeeperThan', () => {
  const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('counts arrays and objects opened inside each other, up to the limit inclusive', () => {
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDeeperThan(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`, 64)).toBe(true);
    // siblings do not add up
    expect(jsonDeeperThan(`[${Array.from({ length: 1000 }, () => '[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan(JSON.stringify({ text: '[[[[[[[[[[' }), 2)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ text: 'say \\"[[[[[[" and \\\\' }), 2)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\"","b":[[[[1]]]]}`, 3)).toBe(true);
  });
});

describe('findBadText', () => {
  it('names the first field holding a NUL character or a lone surrogate, keys included', () => {
    expect(findBadText({ a: 'ok', b: ['fine', 'x\u0000'] })).toEqual({ field: 'b.1', detail: NUL_DETAIL });
    expect(findBadText({ survey: { answer: 'x\ud800' } })).toEqual({ field: 'survey.answer', detail: BROKEN_TEXT_DETAIL });
    expect(findBadText({ 'k\udc00': 1 })).toEqual({ field: 'k\udc00', detail: BROKEN_TEXT_DETAIL });
    expect(findBadText('\udfff', 'body')).toEqual({ field: 'body', detail: BROKEN_TEXT_DETAIL });
  });

  it('accepts paired surrogates (emoji, mathematical letters) and every other character', () => {
    expect(findBadText({ name: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 \uFFFF \u202E' })).toBeNull();
  });
});

describe('parseJsonField', () => {
  it('parses a form field, gives undefined for text that is not JSON and refuses a too-deep one', () => {
    expect(parseJsonField('{"name":"Acme"}')).toEqual({ name: 'Acme' });
    expect(parseJsonField('{oops')).toBeUndefined();
    expect(parseJsonField(undefined)).toBeUndefined();
    expect(() => parseJsonField(`${'['.repeat(50_000)}${']'.repeat(50_000)}`)).toThrow(TOO_DEEP_DETAIL);
  });
});
