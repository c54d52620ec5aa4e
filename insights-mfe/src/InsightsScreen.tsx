import { useParams } from '@bento/ui/router';
import { InsightsPage } from './insights/InsightsPage';

/** /sites/:id/insights, for signed-in owners, loaded lazily as the insights remote (issue 32). */
export function InsightsScreen() {
  const { id = '' } = useParams();
  // A new site starts from a clean state (its own period, no figures of the last one).
  return <InsightsPage key={id} siteId={id} />;
}

export default InsightsScreen;
