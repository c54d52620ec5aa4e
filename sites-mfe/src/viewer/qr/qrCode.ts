// The QR code of a page's address as SVG markup and as a PNG, with qrcode-generator (MIT, no dependencies). Only
// the QR dialog imports it, on first use: never part of what a page loads up front.
import qrcode from 'qrcode-generator';

/** Quiet zone of 4 modules, as the standard asks; error correction M (15 %) keeps the code small. */
const MARGIN = 4;
/** The PNG's pixels per module: a 1,000-odd pixel image for print. */
const PNG_CELL = 24;

function encode(text: string) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  return qr;
}

/** An SVG black on white, 512 pixels wide where nothing else sizes it (a downloaded file), scalable (viewBox). */
export function qrSvg(text: string): string {
  const svg = encode(text).createSvgTag({ cellSize: 1, margin: MARGIN, scalable: true });
  return svg.replace('<svg ', '<svg width="512" height="512" ');
}

/** The PNG, drawn module by module on a canvas; null where the browser has no canvas. */
export function qrPng(text: string, doc: Document): Promise<Blob | null> {
  const qr = encode(text);
  const modules = qr.getModuleCount();
  const side = (modules + 2 * MARGIN) * PNG_CELL;
  const canvas = doc.createElement('canvas');
  canvas.width = canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let row = 0; row < modules; row += 1)
    for (let col = 0; col < modules; col += 1)
      if (qr.isDark(row, col))
        context.fillRect((col + MARGIN) * PNG_CELL, (row + MARGIN) * PNG_CELL, PNG_CELL, PNG_CELL);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Saves the blob under `name` through a temporary link (no server round trip). */
export function download(doc: Document, blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // After the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Both downloads, for the dialog's two buttons. */
export async function downloadQr(doc: Document, text: string, format: 'png' | 'svg', name: string) {
  const blob = format === 'svg' ? new Blob([qrSvg(text)], { type: 'image/svg+xml' }) : await qrPng(text, doc);
  if (blob) download(doc, blob, name);
}
