import { ConfirmDialog, type ConfirmDialogProps } from '#client/components/confirm-dialog.tsx';

/** Props of {@link ConfirmDiscard}. */
export interface ConfirmDiscardProps extends Pick<ConfirmDialogProps, 'show' | 'busy' | 'onCancel' | 'onConfirm'> {
  /** Whether the reading is saved in My Readings: then discarding only closes it. */
  saved: boolean;
}

/** What discarding does to a saved reading, and to one that is not saved. */
const DISCARD_SAVED = 'It closes here and stays saved in My Readings, where you can open it again.';
const DISCARD_UNSAVED = 'It is not saved, so it will be lost for good. Its gems are not given back: its cards were drawn when it started.';

/** Confirms discarding the active reading, saying exactly what becomes of it. */
export function ConfirmDiscard({ saved, ...props }: ConfirmDiscardProps) {
  return <ConfirmDialog {...props} title="Discard this reading?" body={saved ? DISCARD_SAVED : DISCARD_UNSAVED} confirmLabel="Discard" />;
}
