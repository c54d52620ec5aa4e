import { useParams } from 'react-router';
import { SimplePage } from '@bento/ui';

/** /{slug}: the published-site viewer. The published-sites issue renders the site itself here. */
export function SiteViewer() {
  const { slug = '' } = useParams();
  return (
    <SimplePage title={`/${slug}`}>
      <p>Published sites are not served yet.</p>
    </SimplePage>
  );
}

export default SiteViewer;
