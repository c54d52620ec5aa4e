import { useAppDispatch, useAppSelector, useAppStore } from '@bento/store';
import { useCallback } from 'react';
import {
  contentUpdated,
  selectBoxById,
  selectEditingId,
  selectNestedBoxById,
  textEditingEnded,
} from '../state/editorSlice';
import { RichTextEditor } from './RichTextEditor';

/**
 * The text editor of one box or nested box (by id): its stored content and text style come from the store; the
 * session's result goes back as contentUpdated (only when changed), then textEditingEnded.
 */
export function BoxTextEditor({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const box = useAppSelector((state) => selectBoxById(state, id));
  const nested = useAppSelector((state) => (box ? undefined : selectNestedBoxById(state, id)));
  const target = box ?? nested;

  const onSave = useCallback((html: string) => dispatch(contentUpdated({ id, html })), [dispatch, id]);
  // Editing may already have moved to another box (this editor unmounting ends its session): leave that alone.
  const onClose = useCallback(() => {
    if (selectEditingId(store.getState()) === id) dispatch(textEditingEnded());
  }, [dispatch, store, id]);

  if (!target) return null;
  return (
    <RichTextEditor
      key={id}
      html={target.contentId}
      textStyle={target.textStyle}
      nested={nested !== undefined}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
