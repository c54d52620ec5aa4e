import { useEffect } from 'react';
import { editModeExited, useAppDispatch } from '@bento/store';

/** /new renders nothing; entering it switches the edit-site mode off. */
export function NewRoute() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(editModeExited());
  }, [dispatch]);
  return null;
}
