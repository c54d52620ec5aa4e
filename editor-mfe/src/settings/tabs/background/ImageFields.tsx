import { IMAGE_SCALE_STEP, type BoxStyle } from '@bento/core';
import { ChoiceField } from '@bento/ui/controls';
import { useStyleChange } from '../../useStyleChange';
import { IMAGE_ALIGNMENTS } from './alignments';
import { StyleSlider } from './StyleSlider';

/** Scale 0.1–2 (step 0.05), the nine alignments and padding 0–25 % of the background image (§3, §9). */
export function ImageFields({ style }: { style: BoxStyle }) {
  const change = useStyleChange();
  return (
    <>
      <StyleSlider
        style={style}
        field="imageScale"
        label="Image scale"
        step={IMAGE_SCALE_STEP}
        format={(v) => `${v}×`}
      />
      <ChoiceField
        label="Image alignment"
        layout="grid"
        value={style.bgImageAlignment}
        options={IMAGE_ALIGNMENTS}
        onChange={(bgImageAlignment) => change({ bgImageAlignment })}
      />
      <StyleSlider
        style={style}
        field="bgImagePadding"
        label="Image padding"
        step={1}
        format={(v) => `${v}%`}
      />
    </>
  );
}
