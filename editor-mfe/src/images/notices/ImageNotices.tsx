// Which image notice is open (a tiny store the intake writes); the notices themselves load when one first opens
// (./NoticeViews.tsx, issue 17): a notice only ever follows an image taken in, never the first screen.
import { lazy, Suspense } from 'react';
import { useImageNoticeOpen } from '../intake/imageNotices';

const NoticeViews = lazy(() => import('./NoticeViews').then((module) => ({ default: module.NoticeViews })));

export function ImageNotices() {
  const storage = useImageNoticeOpen('storage');
  const limitation = useImageNoticeOpen('uploadLimitation');
  if (!storage && !limitation) return null;
  return (
    <Suspense fallback={null}>
      <NoticeViews storage={storage} limitation={limitation} />
    </Suspense>
  );
}
