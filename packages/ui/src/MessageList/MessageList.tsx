import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { MessageBubble, type MessageBubbleProps } from '../MessageBubble';
import * as styles from './MessageList.css';

export interface MessageListItem extends MessageBubbleProps {
  id: string;
  /** The calendar day of the message as `YYYY-MM-DD` (local to the member). */
  day: string;
  /** Shown above the bubble, in the same list item (e.g. a warning about this message). */
  before?: ReactNode;
}

export interface MessageListProps {
  messages: readonly MessageListItem[];
  /** Accessible name of the conversation, e.g. "Conversation with Anna". */
  label: string;
  /** The heading of a day, e.g. "Today", "Yesterday", "Monday 3 June". */
  formatDay: (day: string) => string;
  /** Shows the "load older" button when there are older messages. */
  hasOlder?: boolean;
  loadOlderLabel?: string;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  /** Shown when there are no messages yet. */
  emptyText?: string;
}

/** Pixels from the bottom that still count as "at the bottom". */
const STICK_THRESHOLD = 48;

/**
 * The messages of a conversation grouped by day. It stays at the bottom when a new message
 * arrives if the member was at the bottom, and keeps the view still when older ones load.
 */
export function MessageList({
  messages,
  label,
  formatDay,
  hasOlder,
  loadOlderLabel,
  onLoadOlder,
  loadingOlder,
  emptyText,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = previous.current;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      // Older messages were prepended: keep the same messages in view.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last, height: el.scrollHeight };
  }, [messages]);

  const groups: { day: string; items: MessageListItem[] }[] = [];
  for (const message of messages) {
    const group = groups.at(-1);
    if (group && group.day === message.day) group.items.push(message);
    else groups.push({ day: message.day, items: [message] });
  }

  return (
    // The scrolling log must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
    <div
      ref={scroller}
      className={styles.scroller}
      role="log"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      data-empty={messages.length === 0 || undefined}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_THRESHOLD;
      }}
    >
      {hasOlder && loadOlderLabel ? (
        <span className={styles.older}>
          <Button variant="outline" size="small" onPress={onLoadOlder} isDisabled={loadingOlder}>
            {loadOlderLabel}
          </Button>
        </span>
      ) : null}
      {messages.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      {groups.map((group) => (
        <Fragment key={group.day}>
          <h3 className={styles.day}>{formatDay(group.day)}</h3>
          <ul className={styles.group}>
            {group.items.map(({ id, day: _day, before, ...bubble }) => (
              <li key={id} data-message-id={id} className={before ? styles.withBefore : undefined}>
                {before}
                <MessageBubble {...bubble} />
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}
