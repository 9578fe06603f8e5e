import type { ReactNode } from 'react';
import { Button } from '../Button';
import { AlertCircleIcon, CheckIcon, ClockIcon, DoubleCheckIcon, GiftIcon } from '../Icon';
import * as styles from './MessageBubble.css';

export const messageKinds = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageStatuses = ['sending', 'sent', 'read', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export interface MessageBubbleProps {
  kind?: MessageKind;
  /** Sent by the member (right side, with a status) or received (left side). */
  own?: boolean;
  text?: string;
  /** For a gift: its name ("A red rose") and an optional picture. */
  giftName?: string;
  giftIcon?: ReactNode;
  /** For a photo message. */
  photoUrl?: string;
  photoAlt?: string;
  /** The time, already formatted, e.g. "14:05". */
  time?: string;
  /** The time as ISO date-time for the machine-readable `<time>`. */
  dateTime?: string;
  status?: MessageStatus;
  /** Texts of the own-message states, e.g. { sending: 'Sending…', sent: 'Sent', read: 'Read', failed: 'Not sent' }. */
  statusLabels?: Partial<Record<MessageStatus, string>>;
  /** The retry button of a failed message, e.g. "Try again". */
  retryLabel?: string;
  onRetry?: () => void;
  /** A received message's report action (e.g. "Report"), shown with `onReport`. */
  reportLabel?: string;
  onReport?: () => void;
}

const statusIcons = {
  sending: ClockIcon,
  sent: CheckIcon,
  read: DoubleCheckIcon,
  failed: AlertCircleIcon,
} as const;

/** One chat message: text, gift or photo; own or theirs; sending, sent or failed with a retry. */
export function MessageBubble({
  kind = 'text',
  own = false,
  text,
  giftName,
  giftIcon,
  photoUrl,
  photoAlt = '',
  time,
  dateTime,
  status,
  statusLabels,
  retryLabel,
  onRetry,
  reportLabel,
  onReport,
}: MessageBubbleProps) {
  const StatusIcon = own && status ? statusIcons[status] : null;
  const statusLabel = own && status ? statusLabels?.[status] : undefined;
  return (
    <div
      className={styles.row}
      data-own={own || undefined}
      data-kind={kind}
      data-status={own ? status : undefined}
    >
      <div className={styles.bubble}>
        {kind === 'gift' ? (
          <span className={styles.gift}>
            <span className={styles.giftIcon}>{giftIcon ?? <GiftIcon />}</span>
            {giftName}
          </span>
        ) : null}
        {kind === 'photo' && photoUrl ? <img className={styles.photo} src={photoUrl} alt={photoAlt} /> : null}
        {text ? <span>{text}</span> : null}
      </div>
      {time || StatusIcon ? (
        <span className={styles.meta}>
          {time ? <time dateTime={dateTime}>{time}</time> : null}
          {StatusIcon ? (
            <span
              className={status === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}
              data-testid="message-status"
            >
              <StatusIcon size={14} />
              {statusLabel ? <span>{statusLabel}</span> : null}
            </span>
          ) : null}
        </span>
      ) : null}
      {own && status === 'failed' && retryLabel ? (
        <Button variant="link" size="small" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      {!own && onReport && reportLabel ? (
        <Button variant="link" size="small" onPress={onReport}>
          {reportLabel}
        </Button>
      ) : null}
    </div>
  );
}
