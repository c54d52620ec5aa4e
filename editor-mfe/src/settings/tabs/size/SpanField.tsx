import { BOUNDS } from '@bento/core';
import { SliderField, type ChangeHandler } from '@bento/ui/controls';

export interface SpanFieldProps {
  unit: 'column' | 'row';
  value: number;
  /** Column spans: the columns of the breakpoint (rows: 12, §5). */
  max?: number;
  onChange: ChangeHandler<number>;
  disabled?: boolean;
}

const spanText = (unit: 'column' | 'row') => (value: number) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/** 'Column span' or 'Row span': a whole number from 1 (editor-core.md §5 'Box size'). */
export function SpanField({ unit, value, max = BOUNDS.span.max, onChange, disabled }: SpanFieldProps) {
  return (
    <SliderField
      label={unit === 'column' ? 'Column span' : 'Row span'}
      value={value}
      min={BOUNDS.span.min}
      max={max}
      step={1}
      format={spanText(unit)}
      disabled={disabled || max === BOUNDS.span.min}
      onChange={onChange}
    />
  );
}
