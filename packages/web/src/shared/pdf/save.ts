import { downloadFrom } from '../results/parts.tsx';

/** Saves PDF bytes an engine route answered as the browser's download named `fileName`. */
export const savePdf = (bytes: Uint8Array, fileName: string) => {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  downloadFrom(url, fileName);
  // the download has taken the blob by now; keep it a moment for slow browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
