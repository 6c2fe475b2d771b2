import { ConfirmDialog, type ConfirmDialogProps } from '#client/components/confirm-dialog.tsx';

/** Props of {@link ConfirmDiscard}. */
export interface ConfirmDiscardProps extends Pick<ConfirmDialogProps, 'show' | 'busy' | 'onCancel' | 'onConfirm'> {
  /** Whether the reading is saved in My Readings: then the action only closes it, and is named Close. */
  saved: boolean;
}

/**
 * What ending the active reading does (docs/product.md#the-active-reading). A saved one is closed and stays in My
 * Readings, so the dialog says Close, never Discard: the words match what happens to the reading.
 */
const SAVED = {
  title: 'Close this reading?',
  body: 'It stays saved in My Readings, where you can open it again.',
  // Not a bare "Close", which the dialog's own close button already is.
  confirmLabel: 'Close reading',
  confirmVariant: 'primary',
} as const;
const UNSAVED = {
  title: 'Discard this reading?',
  body: 'It is not saved, so it will be lost for good. Its gems are not given back: its cards were drawn when it started.',
  confirmLabel: 'Discard',
  confirmVariant: 'danger',
} as const;

/** Confirms closing (saved) or discarding (not saved) the active reading, saying exactly what becomes of it. */
export function ConfirmDiscard({ saved, ...props }: ConfirmDiscardProps) {
  return <ConfirmDialog {...props} {...(saved ? SAVED : UNSAVED)} />;
}
