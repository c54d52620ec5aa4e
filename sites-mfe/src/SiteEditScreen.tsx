import { useNavigate, useParams, useSearchParams } from '@bento/ui/router';
import { FullScreenLoader } from '@bento/ui';
import { LOADING_SITE_LABEL, SITE_EDIT_NOTE } from './edit/editTexts';
import { useDraftSaving } from './edit/useDraftSaving';
import { usePublishOnLoad } from './edit/usePublishOnLoad';
import { useSiteEditing } from './edit/useSiteEditing';
import { useTakedownNote } from './edit/useTakedownNote';
import { SiteError } from './viewer/SiteError';
import { SITE_UNAVAILABLE } from './viewer/siteTypes';
import { useRedirectCountdown } from './viewer/useRedirectCountdown';
import styles from './edit/SiteEditOverlay.module.css';

/**
 * /{slug}/edit (accounts-and-sites.md §2, §4): the shell shows the designs sidebar and the editor; this screen
 * loads the site into them and covers them while it loads or when it fails. Once loaded it renders nothing.
 */
export function SiteEditScreen() {
  const { slug = '' } = useParams();
  return <SiteEditFor key={slug} slug={slug} />;
}

function SiteEditFor({ slug }: { slug: string }) {
  const state = useSiteEditing(slug);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ready = state.status === 'ready' && state.documentLoaded;
  usePublishOnLoad(params.get('publish') === 'true', ready);
  useDraftSaving({
    slug,
    owner: state.status === 'ready' ? state.userId : null,
    siteGrid: ready ? state.siteGrid : null,
    openedGrid: ready ? state.openedGrid : null,
  });

  const goHome = () => navigate('/');
  const seconds = useRedirectCountdown(state.status === 'error', goHome);
  const takenDown = state.status === 'error' && state.message === SITE_UNAVAILABLE;
  const takedownNote = useTakedownNote(slug, takenDown);

  if (state.status === 'loading') return <FullScreenLoader label={LOADING_SITE_LABEL} />;
  if (state.status === 'error') {
    return (
      <div className={styles.overlay}>
        <SiteError
          message={state.message}
          note={takenDown ? takedownNote : SITE_EDIT_NOTE}
          seconds={seconds}
          onGoHome={goHome}
        />
      </div>
    );
  }
  return null;
}

export default SiteEditScreen;
