import { useAppSelector } from '@bento/store';
import { BentoGrid } from '@bento/ui/grid';
import { selectDocument } from '../state/editorSlice';

/** The editing surface: the document rendered by the shared <BentoGrid>. */
export function Canvas() {
  const document = useAppSelector(selectDocument);
  return <BentoGrid gridData={document} />;
}
