import { BOUNDS } from '@bento/core';
import { ColorField, SliderField } from '@bento/ui/controls';
import type { TabPanelProps } from '../tabPanels';
import { targetStyle } from '../settingsTarget';
import { useStyleChange } from '../useStyleChange';

/** Border colour and width (0–10). Clearing the colour also sets the width to 0 (editor-core.md §5). */
export function BorderTab({ target }: TabPanelProps) {
  const style = targetStyle(target);
  const change = useStyleChange();
  return (
    <>
      <ColorField
        label="Border colour"
        value={style.borderColor}
        hint="Empty: no border"
        onChange={(borderColor, phase) => change({ borderColor }, phase)}
      />
      <SliderField
        label="Border width"
        value={style.borderWidth}
        min={BOUNDS.borderWidth.min}
        max={BOUNDS.borderWidth.max}
        step={1}
        format={(value) => `${value} px`}
        onChange={(borderWidth, phase) => change({ borderWidth }, phase)}
      />
    </>
  );
}
