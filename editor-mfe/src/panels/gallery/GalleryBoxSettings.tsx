import { BOUNDS, type InfiniteScrollBoxSettings } from '@bento/core';
import { ChoiceField, ColorField, SliderField, ToggleField } from '@bento/ui/controls';
import { IMAGE_ALIGNMENTS } from '../../settings/tabs/background/alignments';
import { useGestureDispatch } from '../../settings/useGestureDispatch';
import { galleryBoxSettingsSet } from '../../state/editorSlice';
import styles from './GallerySettings.module.css';

type NumberKey = 'borderWidth' | 'opacity' | 'imageScale' | 'bgImagePadding';

const NUMBERS: readonly {
  key: NumberKey;
  label: string;
  step: number;
  fallback: number;
  format: (v: number) => string;
}[] = [
  { key: 'opacity', label: 'Opacity', step: 0.01, fallback: 1, format: (v) => `${Math.round(v * 100)}%` },
  { key: 'imageScale', label: 'Image Scale', step: 0.05, fallback: 1, format: (v) => `${v.toFixed(2)}×` },
  { key: 'bgImagePadding', label: 'Image Padding', step: 1, fallback: 0, format: (v) => `${v}%` },
  { key: 'borderWidth', label: 'Border Width', step: 1, fallback: 0, format: (v) => `${v} px` },
];

const TOGGLES: readonly {
  key: 'isBackgroundOverlay' | 'isImageInverted' | 'isGlassmorphism';
  label: string;
}[] = [
  { key: 'isBackgroundOverlay', label: 'Dark Overlay' },
  { key: 'isImageInverted', label: 'Invert Images' },
  { key: 'isGlassmorphism', label: 'Glass Effect' },
];

/** The look of every image box of the gallery (editor-core.md §3 'globalBoxSettings'): one change applies to all. */
export function GalleryBoxSettings({ settings = {} }: { settings?: InfiniteScrollBoxSettings }) {
  const send = useGestureDispatch();
  const change = (changes: Partial<InfiniteScrollBoxSettings>, phase: 'live' | 'commit' = 'commit') =>
    send(galleryBoxSettingsSet(changes), phase);
  return (
    <div className={styles.boxSettings} role="group" aria-label="Image boxes">
      <p className={styles.label}>Image boxes</p>
      <ColorField
        label="Box Colour"
        value={settings.bgColor}
        onChange={(bgColor, phase) => change({ bgColor }, phase)}
      />
      <ColorField
        label="Border Colour"
        value={settings.borderColor}
        hint="Empty = no border"
        onChange={(borderColor, phase) => change({ borderColor }, phase)}
      />
      {NUMBERS.map(({ key, label, step, fallback, format }) => (
        <SliderField
          key={key}
          label={label}
          value={settings[key] ?? fallback}
          min={BOUNDS[key].min}
          max={BOUNDS[key].max}
          step={step}
          format={format}
          onChange={(value, phase) => change({ [key]: value }, phase)}
        />
      ))}
      <ChoiceField
        label="Image Alignment"
        layout="grid"
        value={settings.bgImageAlignment ?? 'center'}
        options={IMAGE_ALIGNMENTS}
        onChange={(bgImageAlignment) => change({ bgImageAlignment })}
      />
      {TOGGLES.map(({ key, label }) => (
        <ToggleField
          key={key}
          label={label}
          checked={settings[key] === true}
          onChange={(on) => change({ [key]: on })}
        />
      ))}
    </div>
  );
}
