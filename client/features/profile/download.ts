/**
 * How long an object URL outlives its click. Browsers read the Blob after click() returns, some only once the download
 * has begun; a few seconds is ample, and the decrypted export then leaves memory with the URL.
 */
const REVOKE_AFTER_MS = 10_000;

/** Hands `text` to the browser as a file download: a Blob behind a short-lived object URL (docs/decisions/0014). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
