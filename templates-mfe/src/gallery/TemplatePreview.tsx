import type { Breakpoint } from '@bento/core';
import { Dialog } from '@bento/ui';
import { BentoGrid, useFitZoom } from '@bento/ui/grid';
import { useState } from 'react';
import { COMMUNITY_TEXTS, type GalleryTemplate } from '../community/communityTemplates';
import styles from './Templates.module.css';

const DEVICES: readonly { device: Breakpoint; label: string; width: number }[] = [
  { device: 'mobile', label: 'Phone', width: 375 },
  { device: 'tablet', label: 'Tablet', width: 768 },
  { device: 'desktop', label: 'Desktop', width: 1280 },
];

export interface TemplatePreviewProps {
  template: GalleryTemplate;
  onUse: () => void;
  busy: boolean;
  onClose: () => void;
}

/** A template at phone, tablet or desktop width (its layout for that breakpoint), with 'Use this template'. */
export function TemplatePreview({ template, onUse, busy, onClose }: TemplatePreviewProps) {
  const [device, setDevice] = useState(DEVICES[2]!);
  const [stageRef, zoom] = useFitZoom(device.width);
  return (
    <Dialog title={template.title} onClose={onClose} size="wide">
      {template.community && (
        <p className={styles.author}>{COMMUNITY_TEXTS.previewNote(template.community.authorName)}</p>
      )}
      <p className={styles.previewDescription}>{template.description}</p>
      <div className={styles.previewBar}>
        <div className={styles.chips} role="group" aria-label="Preview width">
          {DEVICES.map((each) => (
            <button
              key={each.device}
              type="button"
              className={styles.chip}
              aria-pressed={each.device === device.device}
              onClick={() => setDevice(each)}
            >
              {each.label}
            </button>
          ))}
        </div>
        <div className={styles.previewActions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Close
          </button>
          <button type="button" className={styles.primary} onClick={onUse} disabled={busy}>
            {busy ? 'Creating…' : 'Use this template'}
          </button>
        </div>
      </div>
      <div ref={stageRef} className={styles.stage} data-testid="template-preview-stage">
        <div className={styles.page} style={{ width: device.width, zoom }} inert>
          <BentoGrid gridData={template.document} breakpoint={device.device} viewer />
        </div>
      </div>
    </Dialog>
  );
}
