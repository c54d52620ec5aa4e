import { useMemo, type CSSProperties } from 'react';
import { useAppSelector } from '@bento/store';
import { pageBackgroundColor } from '@bento/ui/grid';
import { selectDocument } from '../state/editorSlice';

/**
 * Apply to Page in the editor: the editor's area around the grid takes the container colour, as the published
 * page does (SiteView). Undefined when Apply to Page is off: the area keeps the app's background.
 */
export function usePageBackground(): CSSProperties | undefined {
  const color = useAppSelector((state) => pageBackgroundColor(selectDocument(state).gridSettings));
  return useMemo(() => (color ? { backgroundColor: color } : undefined), [color]);
}
