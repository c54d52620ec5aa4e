import { SimplePage } from '@bento/ui';

/** /templates, loaded lazily. The spec does not describe its content yet. */
export function TemplatesScreen() {
  return (
    <SimplePage title="Templates">
      <p>No templates are available yet. Start from the editor&apos;s default grid.</p>
    </SimplePage>
  );
}

export default TemplatesScreen;
