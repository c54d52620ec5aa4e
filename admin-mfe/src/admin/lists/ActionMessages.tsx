import buttons from '../../common/buttons.module.css';
import page from '../../common/page.module.css';
import type { AdminAction } from './useAdminAction';

/** What the last action came to: the API's message when it failed (an alert), else what was done. */
export function ActionMessages({ action }: { action: Pick<AdminAction, 'error' | 'done' | 'dismiss'> }) {
  return (
    <>
      {action.error && (
        <div className={page.notice} role="alert">
          <span>{action.error}</span>
          <button type="button" className={buttons.link} onClick={action.dismiss}>
            Dismiss
          </button>
        </div>
      )}
      {/* Always in the page, so assistive technology hears each new message. */}
      <div className={action.done ? page.status : undefined} role="status">
        {action.done}
      </div>
    </>
  );
}
