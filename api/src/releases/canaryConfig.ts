// CANARY_MIN_LOADS and CANARY_MAX_FAILURE_RATE: when a failing canary is switched off by itself (issue 30).
import { positiveInteger } from '../auth/authConfig';
import { DEFAULT_CANARY_POLICY, type CanaryPolicy } from './releaseService';

type Env = Record<string, string | undefined>;

/** A share of loads, from 0 up to (not including) 1. */
function failureRate(value: string | undefined, fallback: number): number {
  const raw = value?.trim();
  if (!raw) return fallback;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1)
    throw new Error(`CANARY_MAX_FAILURE_RATE must be a number from 0 up to 1, got "${raw}"`);
  return rate;
}

export function canaryConfigFromEnv(env: Env): { canaryPolicy: CanaryPolicy } {
  return {
    canaryPolicy: {
      minLoads: positiveInteger('CANARY_MIN_LOADS', env.CANARY_MIN_LOADS, DEFAULT_CANARY_POLICY.minLoads),
      maxFailureRate: failureRate(env.CANARY_MAX_FAILURE_RATE, DEFAULT_CANARY_POLICY.maxFailureRate),
    },
  };
}
