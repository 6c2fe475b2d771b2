import type { AdminUser } from '#common/api/admin.ts';

/** Props of a dialog that changes one user (a grant, a message): the caller runs the call and reports its refusal. */
export interface UserDialogProps<Request> {
  show: boolean;
  /** Whom it is for; kept by the caller while the dialog fades out. */
  user: AdminUser | null;
  busy: boolean;
  /** The server's refusal of the last attempt, shown above the buttons. */
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (request: Request) => void;
}
