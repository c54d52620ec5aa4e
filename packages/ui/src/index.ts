// Light pieces every app may load at start-up. The grid renderer is a separate entry, '@bento/ui/grid':
// it brings the rich-text sanitiser, which only screens that render grids should download.
export { Spinner, FullScreenLoader } from './Spinner/Spinner';
export { SimplePage } from './SimplePage/SimplePage';
export { Toast, type ToastProps } from './Toast/Toast';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden/VisuallyHidden';
export { linkWebFonts } from './fonts/webFontLinks';
export { downloadBlob } from './files/downloadBlob';
export { afterPaintWhenIdle, useAfterPaintWhenIdle } from './scheduling/afterPaintWhenIdle';
