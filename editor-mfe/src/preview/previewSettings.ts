// The preview animation settings, a local record of the device (editor-core.md §3 'Local records'; §5 ranges;
// §9 defaults): which animations are on, which one the slider shows, and the start and end of each.
import { BOUNDS, PREVIEW_ANIMATION_DEFAULTS, type NumericBound } from '@bento/core';

export type AnimationType = 'width' | 'radius';

export interface PreviewAnimationSettings {
  enabledAnimationTypes: AnimationType[];
  activeAnimationType: AnimationType;
  animationStartWidth: number;
  animationEndWidth: number;
  animationStartRadius: number;
  animationEndRadius: number;
}

/** Kept apart from the account-scoped keys: a preference of this device, not anyone's work. */
export const PREVIEW_SETTINGS_KEY = 'bento-preview-animation';

/** The least distance between the start and the end of each range (§5). */
export const MIN_SPAN: Record<AnimationType, number> = { width: 50, radius: 2 };
export const RANGE_BOUND: Record<AnimationType, NumericBound> = {
  width: BOUNDS.previewWidth,
  radius: BOUNDS.previewRadius,
};

export const DEFAULT_PREVIEW_SETTINGS: PreviewAnimationSettings = {
  enabledAnimationTypes: ['width'],
  activeAnimationType: 'width',
  animationStartWidth: PREVIEW_ANIMATION_DEFAULTS.startWidth,
  animationEndWidth: PREVIEW_ANIMATION_DEFAULTS.endWidth,
  animationStartRadius: PREVIEW_ANIMATION_DEFAULTS.startRadius,
  animationEndRadius: PREVIEW_ANIMATION_DEFAULTS.endRadius,
};

const FIELDS = {
  width: ['animationStartWidth', 'animationEndWidth'],
  radius: ['animationStartRadius', 'animationEndRadius'],
} as const satisfies Record<
  AnimationType,
  readonly [keyof PreviewAnimationSettings, keyof PreviewAnimationSettings]
>;

export function isAnimationType(value: unknown): value is AnimationType {
  return value === 'width' || value === 'radius';
}

/** A range's [start, end]. */
export function rangeOf(settings: PreviewAnimationSettings, type: AnimationType): [number, number] {
  const [start, end] = FIELDS[type];
  return [settings[start], settings[end]];
}

/**
 * One end of a range moved to `value`: whole px inside the bounds, and never closer to the other end than the
 * least span (it stops at that distance, on its own side where there is room). `fallback` replaces a value that
 * is not a number. The end may lie on either side of the start: an animation can run wide to narrow.
 */
export function clampRangeEnd(type: AnimationType, value: number, other: number, fallback: number): number {
  const bound = RANGE_BOUND[type];
  const span = MIN_SPAN[type];
  const number = Number.isFinite(value) ? Math.round(value) : fallback;
  const clamped = Math.min(bound.max, Math.max(bound.min, number));
  if (Math.abs(clamped - other) >= span) return clamped;
  const above = other + span;
  const below = other - span;
  if (clamped >= other) return above <= bound.max ? above : below;
  return below >= bound.min ? below : above;
}

/** Settings with one end of a range set (clamped as above). */
export function withRangeEnd(
  settings: PreviewAnimationSettings,
  type: AnimationType,
  end: 'start' | 'end',
  value: number,
): PreviewAnimationSettings {
  const [startField, endField] = FIELDS[type];
  const field = end === 'start' ? startField : endField;
  const other = settings[end === 'start' ? endField : startField];
  return { ...settings, [field]: clampRangeEnd(type, value, other, settings[field]) };
}

/** Whatever storage held (a hand-edited value, an older shape) made valid; anything unusable takes the default. */
export function normalizeSettings(raw: unknown): PreviewAnimationSettings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PREVIEW_SETTINGS;
  const record = raw as Record<string, unknown>;
  const types = Array.isArray(record.enabledAnimationTypes)
    ? [...new Set(record.enabledAnimationTypes.filter(isAnimationType))]
    : DEFAULT_PREVIEW_SETTINGS.enabledAnimationTypes;
  let settings: PreviewAnimationSettings = {
    ...DEFAULT_PREVIEW_SETTINGS,
    enabledAnimationTypes: types,
    activeAnimationType: isAnimationType(record.activeAnimationType)
      ? record.activeAnimationType
      : DEFAULT_PREVIEW_SETTINGS.activeAnimationType,
  };
  for (const type of ['width', 'radius'] as const) {
    const [startField, endField] = FIELDS[type];
    const start = typeof record[startField] === 'number' ? record[startField] : Number.NaN;
    const end = typeof record[endField] === 'number' ? record[endField] : Number.NaN;
    settings = withRangeEnd(settings, type, 'start', start);
    settings = withRangeEnd(settings, type, 'end', end);
  }
  return settings;
}

/** The stored settings (storage errors and bad JSON give the defaults, editor-core.md §8). */
export function readPreviewSettings(storage: Storage | null): PreviewAnimationSettings {
  try {
    const text = storage?.getItem(PREVIEW_SETTINGS_KEY);
    return text ? normalizeSettings(JSON.parse(text)) : DEFAULT_PREVIEW_SETTINGS;
  } catch {
    return DEFAULT_PREVIEW_SETTINGS;
  }
}

export function writePreviewSettings(storage: Storage | null, settings: PreviewAnimationSettings): void {
  try {
    storage?.setItem(PREVIEW_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage errors are ignored: the settings still apply until the page closes.
  }
}
