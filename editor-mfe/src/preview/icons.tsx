// Stroke icons of the preview toolbar (decorative: their buttons are named by labels).
import type { Breakpoint } from '@bento/core';
import { STROKE_ICON } from '../toolbars/iconProps';

export const CloseIcon = () => (
  <svg {...STROKE_ICON}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const LockIcon = ({ locked }: { locked: boolean }) => (
  <svg {...STROKE_ICON}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d={locked ? 'M8 11V7a4 4 0 0 1 8 0v4' : 'M8 11V7a4 4 0 0 1 7.5-2'} />
  </svg>
);

export const PlayIcon = ({ playing }: { playing: boolean }) => (
  <svg {...STROKE_ICON}>{playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4l13 8-13 8z" />}</svg>
);

export const ChevronIcon = ({ open }: { open: boolean }) => (
  <svg {...STROKE_ICON}>
    <path d={open ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
  </svg>
);

const DEVICE_PATH: Record<Breakpoint, string> = {
  mobile: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  tablet: 'M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  desktop: 'M3 4h18v12H3zM8 20h8M12 16v4',
};

export const DeviceIcon = ({ device }: { device: Breakpoint }) => (
  <svg {...STROKE_ICON}>
    <path d={DEVICE_PATH[device]} />
  </svg>
);
