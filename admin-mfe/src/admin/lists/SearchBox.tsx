import { useEffect, useState, type FormEvent } from 'react';
import { visuallyHiddenClass } from '@bento/ui';
import page from '../../common/page.module.css';

/** How long typing may pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  /** 'Search sites' */
  label: string;
  placeholder: string;
  /** Called with the trimmed text as `q` once typing pauses (or at once on Enter): a list's filter takes it. */
  onSearch: (search: { q: string }) => void;
}

/** A search field for a server-side list: asks once typing pauses, not on every key. */
export function SearchBox({ label, placeholder, onSearch }: SearchBoxProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: text.trim() });
  };
  return (
    <form className={page.toolbar} role="search" onSubmit={submit}>
      <label className={page.search}>
        <span className={visuallyHiddenClass}>{label}</span>
        <input
          type="search"
          placeholder={placeholder}
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
    </form>
  );
}
