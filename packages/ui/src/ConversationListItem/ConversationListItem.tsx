import { Avatar } from '../Avatar';
import { CountBadge } from '../CountBadge';
import { CreditIcon } from '../Icon/icons';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './ConversationListItem.css';

export interface ConversationListItemProps {
  id: string;
  name: string;
  photoUrl?: string;
  /** The last message, already shortened or described ("Sent a gift"). */
  lastMessage?: string;
  /** Formatted time of the last message, e.g. "14:05" or "Mon". */
  time?: string;
  unreadCount?: number;
  /** Accessible text of the badge, e.g. "3 unread messages". */
  unreadLabel?: string;
  /** Credits the conversation has cost the member: shown small, with the credit icon (not at 0). */
  credits?: number;
  /** Accessible text of the cost, e.g. "Credits spent: 25"; the number alone says too little. */
  creditsLabel?: string;
  /** The conversation's address; without it a button calling `onOpen`. */
  href?: string;
  onOpen?: (id: string) => void;
  /** The conversation shown beside the list. */
  active?: boolean;
}

/** A row of the conversations list: photo, name, last message, time, cost and unread badge. */
export function ConversationListItem({
  id,
  name,
  photoUrl,
  lastMessage,
  time,
  unreadCount = 0,
  unreadLabel,
  credits = 0,
  creditsLabel,
  href,
  onOpen,
  active,
}: ConversationListItemProps) {
  const content = (
    <>
      <Avatar name={name} src={photoUrl} decorative />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {lastMessage ? <span className={styles.last}>{lastMessage}</span> : null}
      </span>
      <span className={styles.side}>
        {time ? <span>{time}</span> : null}
        <span className={styles.counts}>
          {credits > 0 ? (
            <span data-credits={credits}>
              {/* The icon and the figure side by side (the icon is a block). */}
              <span className={styles.credits} aria-hidden="true">
                <CreditIcon />
                {credits}
              </span>
              <span className={visuallyHidden}>{creditsLabel ?? String(credits)}</span>
            </span>
          ) : null}
          <CountBadge count={unreadCount} label={unreadLabel ?? String(unreadCount)} />
        </span>
      </span>
    </>
  );
  const data = {
    'data-unread': unreadCount > 0 || undefined,
    'data-active': active || undefined,
    'aria-current': active ? ('page' as const) : undefined,
  };
  return href ? (
    <a className={styles.item} href={href} {...data}>
      {content}
    </a>
  ) : (
    <button type="button" className={styles.item} onClick={() => onOpen?.(id)} {...data}>
      {content}
    </button>
  );
}
