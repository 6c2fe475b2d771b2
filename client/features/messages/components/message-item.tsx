import { useId } from 'react';
import { Link } from 'react-router';
import type { Message, MessageKind } from '#common/api/messages.ts';
import { appPaths } from '#client/paths.ts';

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  message: Message;
  open: boolean;
  /** Opens or closes the message; opening an unread one marks it read. */
  onToggle: (message: Message) => void;
}

/** Where a message of each kind leads, if anywhere: a reading-ready message opens the reading it announces. */
const ACTIONS: Partial<Record<MessageKind, { label: string; to: string }>> = {
  welcome: { label: 'Start a reading', to: appPaths.reading },
  reading_ready: { label: 'Open your reading', to: appPaths.activeResult },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One message: its title and date, marked when unread; opened, its text and what to do next. */
export function MessageItem({ message, open, onToggle }: MessageItemProps) {
  const bodyId = useId();
  const action = ACTIONS[message.kind];
  return (
    <article className={`message-item${message.read ? '' : ' message-item-unread'}`}>
      <h2 className="h6 mb-0">
        <button type="button" className="message-item-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => onToggle(message)}>
          <span className="message-item-dot" aria-hidden="true" />
          <span className="message-item-heading">
            <span className="message-item-title">
              {message.title}
              {!message.read && <span className="visually-hidden"> (unread)</span>}
            </span>
            <time className="message-item-date" dateTime={new Date(message.createdAt).toISOString()}>
              {dateFormat.format(message.createdAt)}
            </time>
          </span>
          <span className="message-item-chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="message-item-body" hidden={!open}>
        {message.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {action && (
          <Link className="btn btn-sm btn-outline-primary" to={action.to}>
            {action.label}
          </Link>
        )}
      </div>
    </article>
  );
}
