import { useAppDispatch, useAppSelector } from '@bento/store';
import {
  allNestedSelected,
  nestedBoxAdded,
  nestedBoxCopied,
  nestedBoxDeleted,
  nestedBoxPasted,
  selectCanPasteNestedBox,
  selectCanPasteStyle,
  selectNestedSelection,
  selectedNestedBoxesDeleted,
  stylePasted,
} from '../state/editorSlice';
import { ContextMenu, type MenuItem } from './ContextMenu';

/** What was right-clicked: a box, or a nested element of `parentId`. */
export type MenuTarget =
  | { kind: 'box'; id: string; x: number; y: number }
  | { kind: 'nested'; id: string; parentId: string; x: number; y: number };

export function CanvasMenu({ target, onClose }: { target: MenuTarget; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const canPasteNested = useAppSelector(selectCanPasteNestedBox);
  const canPasteStyle = useAppSelector(selectCanPasteStyle);
  const nestedSelection = useAppSelector(selectNestedSelection);
  const { id } = target;
  let items: MenuItem[];
  if (target.kind === 'box') {
    items = [
      { label: 'Add Nested Element', onSelect: () => dispatch(nestedBoxAdded(id)) },
      {
        label: 'Paste Nested Element',
        disabled: !canPasteNested,
        onSelect: () => dispatch(nestedBoxPasted(id)),
      },
    ];
  } else {
    const count = nestedSelection?.ids.length ?? 0;
    items = [
      { label: 'Copy Element', onSelect: () => dispatch(nestedBoxCopied(id)) },
      { label: 'Paste Style', disabled: !canPasteStyle, onSelect: () => dispatch(stylePasted([id])) },
      { label: 'Select All Nested', onSelect: () => dispatch(allNestedSelected(target.parentId)) },
      {
        label: `Delete Selected (${count})`,
        disabled: count === 0,
        danger: true,
        onSelect: () => dispatch(selectedNestedBoxesDeleted()),
      },
      { label: 'Delete This', danger: true, onSelect: () => dispatch(nestedBoxDeleted(id)) },
    ];
  }
  return (
    <ContextMenu
      x={target.x}
      y={target.y}
      label={target.kind === 'box' ? 'Box actions' : 'Nested element actions'}
      items={items}
      onClose={onClose}
    />
  );
}
