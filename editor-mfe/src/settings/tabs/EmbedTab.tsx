import type { TabPanelProps } from '../tabPanels';
import { targetStyle } from '../settingsTarget';
import { EmbedForm } from './embed/EmbedForm';

/**
 * Embed Iframe (editor-core.md §5 'Iframes') for the selected boxes or nested boxes: a URL or pasted embed code,
 * a title ('Embedded Content' when empty), Apply and Remove. The renderer sandboxes the frame by host.
 */
export function EmbedTab({ target }: TabPanelProps) {
  // A half-typed URL or code belongs to the boxes it was typed for: a new selection starts afresh.
  return <EmbedForm key={target.ids.join(' ')} style={targetStyle(target)} />;
}
