// Field-by-field repair against a zod object shape, used by migrate.ts: a field that validates is kept, one that
// does not is left out (so the schema's default, or nothing, takes its place). Numbers listed with a bound are
// read from numeric strings and clamped into the bound first, so an old '20' column span becomes 12, not 1.

import type { z } from 'zod/mini';
import { clampToBound, toNumber, type NumericBound } from './bounds';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type NumberBounds = Readonly<Record<string, NumericBound>>;

export function keepValidFields(
  shape: Readonly<Record<string, z.ZodMiniType>>,
  raw: unknown,
  numbers: NumberBounds = {},
  skip: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(raw)) return out;
  for (const [key, field] of Object.entries(shape)) {
    if (skip.includes(key) || !Object.hasOwn(raw, key)) continue;
    let value = raw[key];
    if (value === undefined || value === null) continue;
    const bound = numbers[key];
    if (bound && typeof value !== 'boolean') {
      const number = toNumber(value);
      if (Number.isFinite(number)) value = clampToBound(number, bound, number);
    }
    const parsed = field.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

/** The elements of `raw` (when it is an array) that validate against `schema`, at most `max` of them. */
export function keepValidItems<T>(schema: z.ZodMiniType<T>, raw: unknown, max: number): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  for (const item of raw) {
    if (out.length >= max) break;
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** A unique id: the raw one when usable (numbers become strings), else the fallback; suffixed on collision. */
export function claimId(raw: unknown, fallback: string, taken: Set<string>, maxLength: number): string {
  let base = fallback.slice(0, maxLength);
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= maxLength) base = raw;
  else if (typeof raw === 'number' && Number.isFinite(raw)) base = String(raw);
  let id = base;
  for (let n = 2; taken.has(id); n += 1) {
    const suffix = `-${n}`;
    id = `${base.slice(0, Math.max(0, maxLength - suffix.length))}${suffix}`;
  }
  taken.add(id);
  return id;
}
