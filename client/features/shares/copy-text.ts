/**
 * Puts `text` on the clipboard; false when the browser refuses (no clipboard API outside a secure
 * context, or permission denied), so the caller can fall back to selecting the text.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard === undefined) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser offers its own share sheet (the Web Share API) for `url`. */
export function canShareNatively(url: string): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url });
}
