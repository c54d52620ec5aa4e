// The share menu's QR code (issue 32): its words and file names, shared by the React dialog (QrDialog.tsx) and the
// server-rendered page's script (enhance/qrDialog.ts). Small on purpose: the page's script carries it.

export const QR_TEXTS = {
  open: 'QR code',
  title: 'QR code',
  intro: "Scan it with a phone's camera to open this page.",
  png: 'Download PNG',
  svg: 'Download SVG',
  close: 'Close',
} as const;

export const qrImageLabel = (url: string) => `QR code of ${url}`;

/** qr-code-<slug>.png or .svg */
export const qrFileName = (slug: string, ext: 'png' | 'svg') => `qr-code-${slug}.${ext}`;
