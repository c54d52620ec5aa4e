import { useId, type ReactNode, type RefObject } from 'react';
import { wrapTab } from './reportTexts';
import styles from './ReportDialog.module.css';

export interface ModalFrameProps {
  /** Closed, the frame is in the markup, hidden (the server-rendered page's script opens it). */
  open: boolean;
  /** Escape; the caller puts focus back where the dialog was opened from. */
  onClose: () => void;
  title: string;
  intro: string;
  /** The data-* hook that the page's script finds the dialog by (enhance/). */
  hook: 'data-report-dialog' | 'data-qr-dialog';
  /** The role=dialog element: the caller focuses its first control. */
  dialogRef: RefObject<HTMLDivElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * The share menu's modal dialogs (report/ReportDialog.tsx, qr/QrDialog.tsx): a backdrop, a dialog labelled by its
 * title and described by its intro, Escape closes, Tab stays inside.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  intro,
  hook,
  dialogRef,
  className,
  children,
}: ModalFrameProps) {
  const titleId = useId();
  const introId = useId();
  return (
    <div className={styles.backdrop} hidden={!open} {...{ [hook]: '' }}>
      <div
        ref={dialogRef}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (dialogRef.current) wrapTab(dialogRef.current, event.nativeEvent);
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={introId} className={styles.intro}>
          {intro}
        </p>
        {children}
      </div>
    </div>
  );
}
