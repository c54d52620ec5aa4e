import { z } from 'zod';
import { claimId, isRecord, keepValidFields, keepValidItems } from './repair';

const shape = {
  span: z.number().int().min(1).max(12).default(1),
  name: z.string().max(3).optional(),
  flag: z.boolean().optional(),
};

describe('keepValidFields', () => {
  it('keeps valid fields, drops invalid and unknown ones', () => {
    expect(keepValidFields(shape, { span: 3, name: 'toolong', flag: true, other: 1 })).toEqual({
      span: 3,
      flag: true,
    });
  });

  it('clamps and reads numbers for bounded fields', () => {
    const numbers = { span: { min: 1, max: 12, integer: true } };
    expect(keepValidFields(shape, { span: 40 }, numbers)).toEqual({ span: 12 });
    expect(keepValidFields(shape, { span: '2.6' }, numbers)).toEqual({ span: 3 });
    expect(keepValidFields(shape, { span: true }, numbers)).toEqual({});
  });

  it('skips listed keys, nulls and non-objects', () => {
    expect(keepValidFields(shape, { span: 2, flag: null }, {}, ['span'])).toEqual({});
    expect(keepValidFields(shape, 'x')).toEqual({});
    expect(keepValidFields(shape, JSON.parse('{"__proto__": {"span": 2}}'))).toEqual({});
  });
});

describe('keepValidItems', () => {
  it('filters and caps arrays', () => {
    expect(keepValidItems(z.string(), ['a', 1, 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(keepValidItems(z.string(), 'a', 2)).toEqual([]);
  });
});

describe('claimId', () => {
  it('keeps usable ids, converts numbers, falls back and de-duplicates', () => {
    const taken = new Set<string>();
    expect(claimId('a', 'f', taken, 10)).toBe('a');
    expect(claimId(7, 'f', taken, 10)).toBe('7');
    expect(claimId('', 'f', taken, 10)).toBe('f');
    expect(claimId('a', 'f', taken, 10)).toBe('a-2');
    expect(claimId('x'.repeat(11), 'fallback-too-long', taken, 10)).toBe('fallback-t');
  });
});

describe('isRecord', () => {
  it('is true for plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
