// CANARY_MIN_LOADS and CANARY_MAX_FAILURE_RATE: when a failing canary is switched off by itself (issue 30).
import { DEFAULT_CANARY_POLICY, type CanaryPolicy } from './releaseService';

type Env = Record<string, string | undefined>;

function readNumber(env: Env, key: string, fallback: number, valid: (value: number) => boolean): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${key} is out of range, got "${raw}"`);
  return value;
}

export function canaryConfigFromEnv(env: Env): { canaryPolicy: CanaryPolicy } {
  return {
    canaryPolicy: {
      minLoads: readNumber(env, 'CANARY_MIN_LOADS', DEFAULT_CANARY_POLICY.minLoads, Number.isInteger),
      maxFailureRate: readNumber(
        env,
        'CANARY_MAX_FAILURE_RATE',
        DEFAULT_CANARY_POLICY.maxFailureRate,
        (rate) => rate >= 0 && rate < 1,
      ),
    },
  };
}
