import { useAppDispatch, useAppSelector } from '@bento/store';
import { useEffect } from 'react';
import { editedBreakpointSet } from '../../canvas/canvasView';
import { selectDocument } from '../../state/editorSlice';
import type { TabPanelProps } from '../tabPanels';
import { BreakpointLayoutFields } from './responsive/BreakpointLayoutFields';
import { CanvasBreakpointSwitch } from './responsive/CanvasBreakpointSwitch';
import { HideFields } from './responsive/HideFields';
import { MobileFields } from './responsive/MobileFields';
import { useShownBreakpoint } from './size/shownBreakpoint';

/**
 * Responsive (boxes only; editor-core.md §3 'Responsive', §4 'Hiding by breakpoint'): the spans and order of the
 * breakpoint the canvas shows (the tab can switch it), hiding per breakpoint, and the mobile rules.
 */
export function ResponsiveTab({ target }: TabPanelProps) {
  const dispatch = useAppDispatch();
  const breakpoint = useShownBreakpoint();
  const boxCount = useAppSelector((state) => selectDocument(state).boxes.length);
  // The canvas width set here lasts while the tab is open.
  useEffect(() => () => void dispatch(editedBreakpointSet(null)), [dispatch]);
  if (target.kind !== 'box') return null;
  return (
    <>
      <CanvasBreakpointSwitch />
      <BreakpointLayoutFields box={target.box} breakpoint={breakpoint} boxCount={boxCount} />
      <HideFields box={target.box} ids={target.ids} />
      <MobileFields box={target.box} />
    </>
  );
}
