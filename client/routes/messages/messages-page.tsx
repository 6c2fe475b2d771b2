import { useState } from 'react';
import type { Message } from '#common/api/messages.ts';
import { EnvelopeIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { useMarkMessageRead, useMessages } from '#client/features/messages/inbox.ts';
import { MessageItem } from '#client/features/messages/components/message-item.tsx';
import { MessagesSkeleton } from '#client/features/messages/components/messages-skeleton.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the inbox's styles, loaded with this route (see the stylesheet)
import '../../features/messages/messages.scss';

/** /app/main/messages: the inbox, newest first; opening a message marks it read and the menu badge follows at once. */
export function Component() {
  const { data: messages, isPending, isError, refetch, isFetching } = useMessages();
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<string | null>(null);

  const toggle = (message: Message) => {
    setOpenId((current) => (current === message.id ? null : message.id));
    if (!message.read) markRead.mutate(message.id);
  };

  return (
    <div className="messages-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Messages</h1>
        <p className="text-body-secondary mb-0">News and notices from Arcana, newest first. Open one to read it.</p>
      </header>
      <ListStates
        items={messages}
        pending={isPending}
        loadingLabel="Loading your messages…"
        skeleton={<MessagesSkeleton />}
        offlineText="Your messages load by themselves once you’re back online."
        failed={isError}
        failure={{ title: 'Your messages could not be loaded', onRetry: () => void refetch(), retrying: isFetching, alert: true }}
        empty={{
          icon: <EnvelopeIcon size={36} />,
          title: 'No messages yet',
          text: 'News from Arcana, and word when a reading finishes while you are away, will arrive here.',
        }}
      >
        {(list) => (
          <ul className="message-list">
            {list.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} open={openId === message.id} onToggle={toggle} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
