import { BLUR_STEP, OPACITY_STEP, type BoxStyle } from '@bento/core';
import { ToggleField } from '@bento/ui/controls';
import { useStyleChange } from '../../useStyleChange';
import { StyleSlider } from './StyleSlider';

type EffectFlag = 'isBackgroundOverlay' | 'isImageInverted' | 'isGlassmorphism';

const SWITCHES: readonly { field: EffectFlag; label: string; hint?: string }[] = [
  { field: 'isBackgroundOverlay', label: 'Darken overlay', hint: 'A dark layer over the image or video' },
  { field: 'isImageInverted', label: 'Invert image' },
  { field: 'isGlassmorphism', label: 'Glass effect', hint: 'Blur 8 px with a 10% white fill' },
];

/** Overlay, invert, glass, blur strength 0–20 (step 0.5) and opacity 0–1 (step 0.01) (§3, §9). */
export function EffectFields({ style }: { style: BoxStyle }) {
  const change = useStyleChange();
  return (
    <>
      {SWITCHES.map(({ field, label, hint }) => (
        <ToggleField
          key={field}
          label={label}
          hint={hint}
          checked={style[field] === true}
          onChange={(checked) => change({ [field]: checked })}
        />
      ))}
      <StyleSlider
        style={style}
        field="blurStrength"
        label="Blur strength"
        step={BLUR_STEP}
        format={(v) => `${v} px`}
      />
      <StyleSlider
        style={style}
        field="opacity"
        label="Opacity"
        step={OPACITY_STEP}
        format={(v) => `${Math.round(v * 100)}%`}
      />
    </>
  );
}
