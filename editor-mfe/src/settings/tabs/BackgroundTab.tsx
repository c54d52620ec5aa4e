import type { BoxStyle } from '@bento/core';
import { ColorField } from '@bento/ui/controls';
import type { TabPanelProps } from '../tabPanels';
import { targetStyle } from '../settingsTarget';
import { useStyleChange } from '../useStyleChange';
import { backgroundUrlChanges, type MediaField } from '../fields/backgroundUrl';
import { BackgroundUrlField } from '../fields/BackgroundUrlField';
import { EffectFields } from './background/EffectFields';
import { ImageDropZone } from './background/ImageDropZone';
import { ImageFields } from './background/ImageFields';

const URL_FIELDS = [
  { kind: 'image', label: 'Image URL', removeLabel: 'Remove image', key: 'bgImageUrl' },
  { kind: 'video', label: 'Video URL', removeLabel: 'Remove video', key: 'bgVideoUrl' },
] as const;

function MediaUrlFields({ style }: { style: BoxStyle }) {
  const change = useStyleChange();
  const apply = (field: MediaField) => (value: string) => {
    const outcome = backgroundUrlChanges(value, field);
    if (outcome.ok) change(outcome.changes);
    return outcome;
  };
  return URL_FIELDS.map(({ kind, label, removeLabel, key }) => (
    <BackgroundUrlField
      key={kind}
      label={label}
      removeLabel={removeLabel}
      kind={kind}
      stored={style[key]}
      apply={apply(kind)}
    />
  ));
}

/**
 * Background of the selected boxes or nested boxes (editor-core.md §3 'Box style'): colour (empty = transparent),
 * image or video URL (setting one clears the other), the drop zone, image scale / alignment / padding, overlay,
 * invert, glass, blur and opacity.
 */
export function BackgroundTab({ target }: TabPanelProps) {
  const style = targetStyle(target);
  const change = useStyleChange();
  return (
    <>
      <ColorField
        label="Background colour"
        value={style.bgColor}
        hint="Empty = transparent"
        onChange={(bgColor, phase) => change({ bgColor }, phase)}
      />
      {/* A half-typed URL belongs to the boxes it was typed for: a new selection starts afresh. */}
      <MediaUrlFields key={target.ids.join(' ')} style={style} />
      <ImageDropZone />
      <ImageFields style={style} />
      <EffectFields style={style} />
    </>
  );
}
