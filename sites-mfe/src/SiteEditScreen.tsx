import { useParams } from 'react-router';
import { SimplePage } from '@bento/ui';

/** /{slug}/edit: opens a published site in the editor. The published-sites issue fills this in. */
export function SiteEditScreen() {
  const { slug = '' } = useParams();
  return (
    <SimplePage title={`Edit /${slug}`}>
      <p>Editing published sites is not available yet.</p>
    </SimplePage>
  );
}

export default SiteEditScreen;
