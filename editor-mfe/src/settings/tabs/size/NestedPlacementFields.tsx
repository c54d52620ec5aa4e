import type { HorizontalPosition, NestedBox, SelfAlignment } from '@bento/core';
import { useAppDispatch } from '@bento/store';
import { ChoiceField } from '@bento/ui/controls';
import { nestedSizeReset } from '../../../state/editorSlice';
import { useStyleChange } from '../../useStyleChange';
import { NestedSizeStepper } from './NestedSizeStepper';
import styles from './layoutFields.module.css';

const HORIZONTAL_POSITIONS = [
  { value: 'full', label: 'Full' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
] as const satisfies readonly { value: HorizontalPosition; label: string }[];

const HORIZONTAL_ALIGNMENTS = [
  { value: 'start', label: 'Start' },
  { value: 'center', label: 'Center' },
  { value: 'end', label: 'End' },
] as const satisfies readonly { value: SelfAlignment; label: string }[];

const VERTICAL_ALIGNMENTS = [
  { value: 'start', label: 'Top' },
  { value: 'center', label: 'Middle' },
  { value: 'end', label: 'Bottom' },
] as const satisfies readonly { value: SelfAlignment; label: string }[];

/**
 * Where the selected nested elements sit in their box (editor-core.md §3 'Nested box'): the slot (full width, left
 * or right column), justifySelf and alignSelf, width and height in 15-steps, and back to 'auto' (as Cmd/Ctrl+0).
 */
export function NestedPlacementFields({ nested, ids }: { nested: NestedBox; ids: readonly string[] }) {
  const change = useStyleChange();
  const dispatch = useAppDispatch();
  const { style } = nested;
  return (
    <>
      <ChoiceField
        label="Horizontal position"
        value={style.horizontalPosition}
        options={HORIZONTAL_POSITIONS}
        onChange={(horizontalPosition) => change({ horizontalPosition })}
      />
      <ChoiceField
        label="Horizontal alignment"
        value={style.justifySelf}
        options={HORIZONTAL_ALIGNMENTS}
        onChange={(justifySelf) => change({ justifySelf })}
      />
      <ChoiceField
        label="Vertical alignment"
        value={style.alignSelf}
        options={VERTICAL_ALIGNMENTS}
        onChange={(alignSelf) => change({ alignSelf })}
      />
      <NestedSizeStepper axis="width" value={style.width} ids={ids} />
      <NestedSizeStepper axis="height" value={style.height} ids={ids} />
      <button
        type="button"
        className={`${styles.button} ${styles.textButton}`}
        title="Cmd/Ctrl+0"
        disabled={style.width === 'auto' && style.height === 'auto'}
        onClick={() => dispatch(nestedSizeReset())}
      >
        Reset size to auto
      </button>
    </>
  );
}
