// Test-only: the downloads the QR dialog starts, caught where a browser would save them. jsdom has no
// URL.createObjectURL and does not follow a download link: both are supplied here, keeping the blob and the name.

export interface CaughtDownload {
  name: string;
  blob: Blob;
}

export function catchDownloads(): { downloads: CaughtDownload[]; stop: () => void } {
  const downloads: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[download]') as HTMLAnchorElement | null;
    if (!link) return;
    event.preventDefault();
    downloads.push({ name: link.download, blob: blobs.get(link.getAttribute('href')!)! });
  };
  document.addEventListener('click', onClick);
  return { downloads, stop: () => document.removeEventListener('click', onClick) };
}
