import { useState } from 'react';
import { DEFAULT_IFRAME_TITLE, IFRAME_APPLIED_MESSAGE, extractEmbed, type BoxStyle } from '@bento/core';
import { ChoiceField, TextField } from '@bento/ui/controls';
import { useStyleChange } from '../../useStyleChange';
import { ApplyBar, BarButton } from '../link/ApplyBar';
import { checkEmbed, type EmbedMode } from './embedDraft';

const MODES: readonly { value: EmbedMode; label: string }[] = [
  { value: 'url', label: 'URL' },
  { value: 'code', label: 'Embed code' },
];

export const IFRAME_REMOVED_MESSAGE = 'Iframe removed.';

/** The Embed Iframe form: a URL or pasted embed code, a title, Apply and Remove. */
export function EmbedForm({ style }: { style: BoxStyle }) {
  const change = useStyleChange();
  const [mode, setMode] = useState<EmbedMode>('url');
  const [url, setUrl] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [title, setTitle] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const draft = { mode, url: url ?? style.iframeUrl ?? '', code, title: title ?? style.iframeTitle ?? '' };
  const check = checkEmbed(draft);

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setMessage(null);
    };

  const apply = () => {
    if (!check.canApply) return;
    change({ iframeUrl: check.url, iframeTitle: check.title });
    // The fields show what was stored (the sanitised URL).
    setUrl(null);
    setTitle(null);
    setMessage(IFRAME_APPLIED_MESSAGE);
  };

  const remove = () => {
    change({ iframeUrl: '', iframeTitle: '' });
    setUrl(null);
    setTitle(null);
    setCode('');
    setMessage(IFRAME_REMOVED_MESSAGE);
  };

  return (
    <>
      <ChoiceField label="Embed from" value={mode} options={MODES} onChange={edit(setMode)} />
      {mode === 'url' ? (
        <TextField
          label="Iframe URL"
          type="url"
          value={draft.url}
          placeholder="https://…"
          onChange={edit(setUrl)}
          onEnter={apply}
          error={check.error}
          hint="http is loaded as https"
        />
      ) : (
        <TextField
          label="Embed code"
          multiline
          value={code}
          placeholder='<iframe src="https://…"></iframe>'
          onChange={edit((value: string) => {
            setCode(value);
            // The pasted frame's own title replaces the title shown.
            const found = extractEmbed(value);
            if (found?.title) setTitle(found.title);
          })}
          error={check.error}
          hint={check.url ? `Found: ${check.url}` : 'Paste the code the site gives for embedding'}
        />
      )}
      <TextField
        label="Iframe title"
        value={draft.title}
        placeholder={DEFAULT_IFRAME_TITLE}
        onChange={edit(setTitle)}
        onEnter={apply}
      />
      <ApplyBar onApply={apply} disabled={!check.canApply} message={message}>
        {style.iframeUrl && <BarButton onClick={remove}>Remove</BarButton>}
      </ApplyBar>
    </>
  );
}
