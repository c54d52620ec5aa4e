import type { LinkTarget } from '@bento/core';
import { ChoiceField, ToggleField } from '@bento/ui/controls';
import type { TabPanelProps } from '../tabPanels';
import { targetStyle } from '../settingsTarget';
import { useStyleChange } from '../useStyleChange';
import { LinkUrlForm } from './link/LinkUrlForm';

const TARGETS: readonly { value: LinkTarget; label: string }[] = [
  { value: '_blank', label: 'New tab' },
  { value: '_self', label: 'Same tab' },
];

/**
 * Button Action: the link of the selected boxes or nested boxes (editor-core.md §3 'Link', §5 'Links'): URL with
 * Apply, target _blank / _self, link only in preview (on by default), hover effect only.
 */
export function LinkTab({ target }: TabPanelProps) {
  const style = targetStyle(target);
  const change = useStyleChange();
  return (
    <>
      {/* A half-typed URL belongs to the boxes it was typed for: a new selection starts afresh. */}
      <LinkUrlForm key={target.ids.join(' ')} stored={style.linkUrl} />
      <ChoiceField
        label="Open link in"
        value={style.linkTarget}
        options={TARGETS}
        onChange={(linkTarget) => change({ linkTarget })}
      />
      <ToggleField
        label="Link only in preview"
        checked={style.linkOnlyInPreviewMode}
        hint="While editing, a click selects the box; turned off, the selected box also shows Open link"
        onChange={(linkOnlyInPreviewMode) => change({ linkOnlyInPreviewMode })}
      />
      <ToggleField
        label="Hover effect only"
        checked={style.hoverEffectOnly === true}
        hint="The box reacts to the pointer but a click opens nothing"
        onChange={(hoverEffectOnly) => change({ hoverEffectOnly })}
      />
    </>
  );
}
