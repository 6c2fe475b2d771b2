/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The messages shown beside their fields, in the order of the fields. */
  fieldMessages: string[];
  /** A problem with the whole form (wrong credentials, a rate limit, the network), shown here. */
  formMessage: string | null;
}

/**
 * The form's one live region. A form problem shows here for everyone; field problems already show
 * beside their fields, so their list here is for screen readers, which announce it on submit.
 * Renders nothing when all is well.
 */
export function ErrorSummary({ fieldMessages, formMessage }: ErrorSummaryProps) {
  if (fieldMessages.length === 0 && formMessage === null) return null;
  return (
    <div role="alert">
      {formMessage !== null && (
        <div className="alert alert-danger py-2">{formMessage}</div>
      )}
      {fieldMessages.length > 0 && (
        <div className="visually-hidden">
          <p>{fieldMessages.length === 1 ? 'One field needs attention:' : `${fieldMessages.length} fields need attention:`}</p>
          <ul>
            {fieldMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
