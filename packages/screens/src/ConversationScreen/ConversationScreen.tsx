import type { GiftOffer, MemberCard, WriteBlock } from '@amori/contract';
import type { ScamReason } from '@amori/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Button,
  ButtonLink,
  ChevronLeftIcon,
  Composer,
  CreditIcon,
  MessageList,
  Skeleton,
  visuallyHiddenBelow,
  type MessageListItem,
} from '@amori/ui';
import { RetryableError } from '../shared/ListStates';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import { ChatAlertDialog, type ChatAlert } from './ChatAlertDialog';
import { GiftDialog, IcebreakersDialog, preloadChatDialogsWhenIdle } from './lazyDialogs';
import * as styles from './ConversationScreen.css';
import { ScamNotice } from './ScamNotice';

/** A bubble's state: own messages move sending → sent → read, or failed (with a retry). */
export type BubbleState = 'sending' | 'sent' | 'read' | 'failed';

export interface ConversationBubble {
  /** Stable across the optimistic bubble and the server's echo: the client id, else the id. */
  key: string;
  kind: 'text' | 'gift' | 'photo';
  own: boolean;
  text: string;
  gift: string | null;
  photoUrl: string | null;
  /** ISO 8601 from the server; null while not stored yet. */
  sentAt: string | null;
  /** Own messages only. */
  state?: BubbleState;
  /** The server's id (null while not stored): what a report names. */
  messageId?: number | null;
  /** Received messages that look like a scam: why (a calm warning shows above them). */
  scam?: readonly ScamReason[];
}

/** Why the member cannot write: the server's write_block, or a block either way. */
export type ConversationBlock = WriteBlock | 'blocked';

export interface ConversationScreenProps {
  /** Reports a received message (by its bubble's key): the site opens the report dialog. */
  onReportMessage?: (key: string) => void;
  /** Reports the whole conversation (the header's Report): the site opens the report dialog. */
  onReportConversation?: () => void;
  status: 'loading' | 'ready' | 'error';
  profile: MemberCard | null;
  bubbles: readonly ConversationBubble[];
  /** The other member is typing (shown until the route's timer clears it). */
  typing: boolean;
  maxLength: number;
  prices: { message: number; gift: number; photo: number };
  /** What this conversation has cost the member so far, in credits. */
  creditsSpent: number;
  block: ConversationBlock | null;
  paidUser: boolean;
  gifts: readonly GiftOffer[];
  /** The member's balance (gifts above it are disabled), when known. */
  balance?: number | null;
  /** The day (YYYY-MM-DD) unsent bubbles are grouped under: today. */
  today: string;
  formatTime: (iso: string) => string;
  formatDay: (day: string) => string;
  /** The local day (YYYY-MM-DD) of a server time. */
  dayOf: (iso: string) => string;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  onSend: (text: string) => void;
  onSendGift: (gift: string) => void;
  /** A photo file chosen (premium members; a free member gets the premium alert instead). */
  onSendPhoto?: (file: File) => void;
  onRetry: (key: string) => void;
  /** The member typed (the route throttles what it tells the other). */
  onTyping?: () => void;
  alert: ChatAlert | null;
  /** Raise an alert from the screen itself (a free member's photo button). */
  onAlert: (alert: ChatAlert) => void;
  onDismissAlert: () => void;
  onRetryLoad?: () => void;
  backHref: string;
  profileHref: (id: number) => string;
  premiumHref?: string;
  creditsHref?: string;
  /** Where the spending-limit alerts lead (the settings' spending limits). */
  spendingHref?: string;
}

/** A conversation (`/chats/{id}`, `/members/{id}/chat`): messages, typing, composer, gifts. */
export function ConversationScreen(props: ConversationScreenProps) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const composerText = useRef<HTMLTextAreaElement>(null);
  const [giftOpen, setGiftOpen] = useState(false);
  const [gift, setGift] = useState<string | null>(null);
  const [icebreakersClosed, setIcebreakersClosed] = useState(false);
  const name = props.profile?.name ?? '';
  const giftName = (giftId: string | null) => (giftId ? t(`gifts.${giftId}`, { defaultValue: giftId }) : '');
  const emoji = (giftId: string | null) => props.gifts.find((g) => g.id === giftId)?.emoji;
  const ready = props.status === 'ready';
  // Once the conversation is shown, its dialogs' code comes while the browser is idle.
  useEffect(() => (ready ? preloadChatDialogsWhenIdle() : undefined), [ready]);

  if (props.status !== 'ready' || !props.profile)
    return (
      <section className={styles.root} aria-label={t('conversation.loading')}>
        {props.status === 'error' ? (
          <RetryableError
            message={t('conversation.error')}
            retryLabel={t('actions.retry')}
            onRetry={props.onRetryLoad}
            headingLevel={1}
          />
        ) : (
          <div role="status" aria-label={t('conversation.loading')} className={styles.loading}>
            <Skeleton shape="rect" height={56} />
            <Skeleton shape="rect" height={240} />
          </div>
        )}
      </section>
    );

  const items: MessageListItem[] = props.bubbles.map((b) => ({
    id: b.key,
    day: b.sentAt ? props.dayOf(b.sentAt) : props.today,
    kind: b.kind,
    own: b.own,
    text: b.kind === 'text' ? b.text : undefined,
    giftName: b.kind === 'gift' ? giftName(b.gift) : undefined,
    giftIcon: b.kind === 'gift' && emoji(b.gift) ? <span>{emoji(b.gift)}</span> : undefined,
    photoUrl: b.photoUrl ?? undefined,
    photoAlt:
      b.kind === 'photo' ? t('conversation.photoAlt', { name: b.own ? t('conversation.you') : name }) : '',
    time: b.sentAt ? props.formatTime(b.sentAt) : undefined,
    dateTime: b.sentAt ?? undefined,
    status: b.own ? b.state : undefined,
    statusLabels: {
      sending: t('status.sending'),
      sent: t('status.sent'),
      read: t('status.read'),
      failed: t('status.failed'),
    },
    retryLabel: t('status.retry'),
    onRetry: () => props.onRetry(b.key),
    ...(props.onReportMessage && !b.own && b.sentAt
      ? { reportLabel: tc('report.action'), onReport: () => props.onReportMessage!(b.key) }
      : {}),
    before:
      !b.own && b.scam && b.scam.length > 0 ? (
        <ScamNotice
          reasons={b.scam}
          onReport={props.onReportMessage && b.sentAt ? () => props.onReportMessage!(b.key) : undefined}
        />
      ) : undefined,
  }));

  const disabledReason =
    props.block === 'recipient_unconfirmed'
      ? t('block.unconfirmed', { name })
      : props.block === 'free_limit_reached'
        ? t('block.freeLimit')
        : props.block === 'blocked'
          ? t('block.blocked', { name })
          : undefined;
  const showIcebreakers = !icebreakersClosed && props.bubbles.length === 0 && !props.block && !props.alert;
  const headingId = `${id}-name`;
  const title = t('conversation.title', { name, age: props.profile.age });
  const spent = t('conversation.spent', { count: props.creditsSpent });

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <ButtonLink
          href={props.backHref}
          variant="ghost"
          LinkComponent={ScreenLinkComponent}
          aria-label={t('conversation.back')}
        >
          <ChevronLeftIcon />
        </ButtonLink>
        <ScreenLink href={props.profileHref(props.profile.id)} className={styles.who}>
          <Avatar name={name} src={props.profile.main_image?.thumb_filename} decorative />
          {/* One line, cut with an ellipsis; the full text stays in the DOM for screen readers. */}
          <h1 id={headingId} className={styles.name} title={title}>
            {title}
          </h1>
        </ScreenLink>
        {/* Narrow screens show the credit icon and the figure; the sentence is still read out. */}
        <p className={styles.spent} title={spent}>
          <span className={visuallyHiddenBelow.sm}>{spent}</span>
          <span className={styles.spentShort} aria-hidden="true">
            <CreditIcon />
            {props.creditsSpent}
          </span>
        </p>
        {props.onReportConversation ? (
          <Button
            variant="ghost"
            size="small"
            onPress={props.onReportConversation}
            aria-label={tc('report.title.conversation', { name })}
          >
            {tc('report.action')}
          </Button>
        ) : null}
      </header>
      <MessageList
        messages={items}
        label={t('conversation.label', { name })}
        formatDay={props.formatDay}
        hasOlder={props.hasOlder}
        loadOlderLabel={t('conversation.older')}
        onLoadOlder={props.onLoadOlder}
        loadingOlder={props.loadingOlder}
        emptyText={t('conversation.empty', { name })}
      />
      <p className={styles.typing} role="status" aria-live="polite">
        {props.typing ? t('conversation.typing', { name }) : ''}
      </p>
      {props.block === 'free_limit_reached' ? (
        <p className={styles.premium}>
          <ButtonLink
            href={props.premiumHref ?? '/premium'}
            variant="primary"
            size="small"
            LinkComponent={ScreenLinkComponent}
          >
            {t('block.goPremium')}
          </ButtonLink>
        </p>
      ) : null}
      <div
        onKeyDown={() => props.onTyping?.()}
        // The composer's own keys stay its own; this only notices that the member types.
        role="presentation"
      >
        <Composer
          label={t('composer.label', { name })}
          placeholder={t('composer.placeholder')}
          maxLength={props.maxLength}
          counter={(used, max) => t('composer.counter', { used, max })}
          sendLabel={t('composer.send')}
          onSend={props.onSend}
          giftLabel={t('composer.gift')}
          onGift={() => setGiftOpen(true)}
          photoLabel={t('composer.photo')}
          onPhoto={() =>
            props.paidUser ? photoInput.current?.click() : props.onAlert({ kind: 'premium_photos', name })
          }
          costHint={t('composer.cost', { count: props.prices.message })}
          disabledReason={disabledReason}
          textAreaRef={composerText}
        />
      </div>
      <input
        ref={photoInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.hidden}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) props.onSendPhoto?.(file);
          event.target.value = '';
        }}
      />
      {giftOpen ? (
        <GiftDialog
          name={name}
          gifts={props.gifts.map((g) => ({
            id: g.id,
            name: giftName(g.id),
            credits: g.credits,
            picture: <span>{g.emoji}</span>,
          }))}
          balance={props.balance ?? undefined}
          value={gift}
          onChange={setGift}
          onSend={(chosen) => {
            props.onSendGift(chosen);
            setGiftOpen(false);
            setGift(null);
          }}
          onClose={() => setGiftOpen(false)}
        />
      ) : null}
      {showIcebreakers ? (
        <IcebreakersDialog
          name={name}
          onSend={props.onSend}
          onClose={() => setIcebreakersClosed(true)}
          finalFocus={composerText}
        />
      ) : null}
      {props.alert ? (
        <ChatAlertDialog
          alert={props.alert}
          onDismiss={props.onDismissAlert}
          creditsHref={props.creditsHref}
          premiumHref={props.premiumHref}
          spendingHref={props.spendingHref}
        />
      ) : null}
    </section>
  );
}
