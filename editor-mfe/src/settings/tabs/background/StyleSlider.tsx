import { BOUNDS, type BoxStyle } from '@bento/core';
import { SliderField } from '@bento/ui/controls';
import { useStyleChange } from '../../useStyleChange';

/** The numeric style fields of the Background tab, each with its bounds in core's BOUNDS. */
type SliderStyleField = 'imageScale' | 'bgImagePadding' | 'blurStrength' | 'opacity';

export interface StyleSliderProps {
  style: BoxStyle;
  field: SliderStyleField;
  label: string;
  /** The §9 step. */
  step: number;
  format: (value: number) => string;
}

/** A slider for one numeric style field, within core's bounds; a drag is one history step. */
export function StyleSlider({ style, field, label, step, format }: StyleSliderProps) {
  const change = useStyleChange();
  return (
    <SliderField
      label={label}
      value={style[field]}
      min={BOUNDS[field].min}
      max={BOUNDS[field].max}
      step={step}
      format={format}
      onChange={(value, phase) => change({ [field]: value }, phase)}
    />
  );
}
