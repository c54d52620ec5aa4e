import { useState } from 'react';
import { useAppDispatch, type AppDispatch, type RootState } from '@bento/store';

type ChoiceThunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<string | null>;

/** Runs one choice at a time; its failure message (null when it went through) is shown in the dialog. */
export function useChoiceRun() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (thunk: ChoiceThunk) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await dispatch(thunk));
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, run };
}
