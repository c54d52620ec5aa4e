import { clampCornerRadius, cornerFromSlider, sliderFromCorner, BOUNDS } from '@bento/core';
import { SliderField } from '@bento/ui/controls';
import type { GridSettingsChange } from './useGridSettings';

export interface CornerRadiusFieldProps {
  radius: number;
  squircleStrength: number;
  onChange: GridSettingsChange;
}

function describe(radius: number, slider: number, strength: number): string {
  return slider > BOUNDS.cornerRadius.max ? `${radius} px · strength ${strength}` : `${radius} px`;
}

/**
 * Corner Radius (editor-core.md §5): a 0–100 slider whose first half sets the radius (strength 1) and whose second
 * half keeps 50 px and raises the squircle strength to 9 (core's cornerFromSlider), and a number box for the
 * radius itself: whole px 0–50, clamped on blur or Enter, a non-number restores the previous value.
 */
export function CornerRadiusField({ radius, squircleStrength, onChange }: CornerRadiusFieldProps) {
  const slider = sliderFromCorner(radius, squircleStrength);
  return (
    <SliderField
      label="Corner Radius"
      value={slider}
      min={BOUNDS.cornerSlider.min}
      max={BOUNDS.cornerSlider.max}
      step={1}
      format={() => describe(radius, slider, squircleStrength)}
      onChange={(position, phase) => onChange(cornerFromSlider(position), phase)}
      numberBox={{
        value: radius,
        commit: (typed) => {
          const next = clampCornerRadius(typed, radius);
          if (next !== radius) onChange({ globalBoxRadius: next }, 'commit');
        },
      }}
    />
  );
}
