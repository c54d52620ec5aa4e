import { COMMUNITY_TEXTS } from './communityTemplates';
import type { CommunityTemplates } from './useCommunityTemplates';
import styles from '../gallery/Templates.module.css';

/**
 * Below the gallery: the community templates' state. Loading, a small note with Retry when they could not be read
 * (the starter catalogue above is unaffected), or 'Load more' while the API has more.
 */
export function CommunityStatus({ community }: { community: CommunityTemplates }) {
  let body = null;
  if (community.loading) body = <p>{COMMUNITY_TEXTS.loading}</p>;
  else if (community.failed) {
    body = (
      <>
        <p>{COMMUNITY_TEXTS.failed}</p>
        <button type="button" className={styles.secondary} onClick={community.retry}>
          {COMMUNITY_TEXTS.retry}
        </button>
      </>
    );
  } else if (community.hasMore || community.loadingMore) {
    body = (
      <button
        type="button"
        className={styles.secondary}
        onClick={community.loadMore}
        disabled={community.loadingMore}
      >
        {community.loadingMore ? COMMUNITY_TEXTS.loadingMore : COMMUNITY_TEXTS.loadMore}
      </button>
    );
  }
  return (
    <div className={styles.community} role="status" data-testid="community-status">
      {body}
    </div>
  );
}
