import { useState } from 'react';

/**
 * A text box that edits a copy of a value: what is typed stays local until Enter or blur hands it to `commit`;
 * Escape drops it. Answers the props for the <input>.
 */
export function useTypedText(shown: string, commit: (typed: string) => void) {
  const [typed, setTyped] = useState<string | null>(null);
  const finish = () => {
    if (typed === null) return;
    setTyped(null);
    commit(typed);
  };
  return {
    value: typed ?? shown,
    onChange: (event: { target: { value: string } }) => setTyped(event.target.value),
    onBlur: finish,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') finish();
      if (event.key === 'Escape') setTyped(null);
    },
  };
}
