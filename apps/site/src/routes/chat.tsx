import type { ChatMessage } from '@amori/contract';
import { ConversationScreen, type ChatAlert, type ConversationBubble } from '@amori/screens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { useModals } from '../behaviours/lazyModals';
import { reportFailure, reportMember, type ReportStatus } from '../data/reports';
import { ApiRequestError } from '../data/client';
import { useConversation, useGifts } from '../data/conversation';
import { useSettings } from '../data/hooks';
import { useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export async function clientLoader({ request }: { request: Request }) {
  return memberOnly(request);
}
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** What a refused send tells the member. */
export function alertOf(error: unknown, name: string): ChatAlert {
  if (!(error instanceof ApiRequestError)) return { kind: 'send_failed', name };
  const details = error.details ?? {};
  switch (error.code) {
    case 'insufficient_credits':
      return {
        kind: 'insufficient_credits',
        name,
        balance: typeof details.balance === 'number' ? details.balance : undefined,
        cost: typeof details.cost === 'number' ? details.cost : undefined,
      };
    case 'premium_required':
      return {
        kind: details.feature === 'photo_messages' ? 'premium_photos' : 'premium_conversations',
        name,
      };
    case 'recipient_unconfirmed':
      return { kind: 'recipient_unconfirmed', name };
    case 'spending_limit_reached':
    case 'spending_cool_off':
      return { kind: error.code, name };
    case 'not_found':
      return { kind: 'blocked', name };
    default:
      return { kind: 'send_failed', name };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A conversation, by its id (`/chats/{id}`) or by the other member (`/members/{id}/chat`). */
export default function ChatRoute() {
  const params = useParams();
  const matches = useMatches();
  const byMember = matches.at(-1)?.id === 'members-id-chat';
  const id = Number(params.id);
  return <Conversation key={`${byMember}-${id}`} target={byMember ? { member: id } : { conversation: id }} />;
}

function Conversation({ target }: { target: { conversation: number } | { member: number } }) {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const { data: settings } = useSettings();
  const { data: gifts } = useGifts();
  // An alert, or a refused send's error (its alert names the other member).
  const [alertState, setAlert] = useState<ChatAlert | { error: unknown } | null>(null);
  const state = useConversation(target, (_entry, error) => setAlert({ error }));
  const profile = state.data?.conversation.profile ?? null;
  const alert =
    alertState && 'error' in alertState ? alertOf(alertState.error, profile?.name ?? '') : alertState;

  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const toBubble = (m: ChatMessage): ConversationBubble => ({
    key: m.client_id ?? String(m.id),
    kind: m.kind,
    own: m.from_me,
    text: m.text,
    gift: m.gift,
    photoUrl: m.photo?.thumb ?? null,
    sentAt: m.sent_at,
    state: m.from_me ? (m.read_at !== null || m.id <= state.readUpTo ? 'read' : 'sent') : undefined,
    messageId: m.id,
    scam: m.scam,
  });
  const bubbles: ConversationBubble[] = [
    ...state.messages.map(toBubble),
    ...state.pending.map((e): ConversationBubble => ({
      key: e.clientId,
      kind: e.kind,
      own: true,
      text: e.text,
      gift: e.gift,
      photoUrl: null,
      sentAt: null,
      state: e.state,
    })),
  ];
  const block = state.data?.conversation.write_block ?? null;
  // The report dialog (loaded when opened) for a received message, or (null) the conversation.
  const [reporting, setReporting] = useState<{
    message: ChatMessage | null;
    status: ReportStatus;
    blocked: boolean;
  } | null>(null);
  const modals = useModals(reporting !== null);
  return (
    <>
      <ConversationScreen
        onReportMessage={(key) => {
          const message = state.messages.find((m) => (m.client_id ?? String(m.id)) === key);
          if (message) setReporting({ message, status: 'idle', blocked: false });
        }}
        onReportConversation={() => setReporting({ message: null, status: 'idle', blocked: false })}
        status={state.data ? 'ready' : state.error ? 'error' : 'loading'}
        profile={profile}
        bubbles={bubbles}
        typing={state.typing}
        maxLength={settings?.message_length ?? 500}
        prices={{
          message: settings?.message_credits ?? 0,
          gift: settings?.gift_credits ?? 0,
          photo: settings?.photo_credits ?? 0,
        }}
        creditsSpent={
          (state.data?.conversation.credits_spent ?? 0) +
          state.messages
            .filter((m) => m.from_me && !state.data?.messages.some((d) => d.id === m.id))
            .reduce((sum, m) => sum + m.credits, 0)
        }
        block={block}
        paidUser={user?.paid_user ?? false}
        gifts={gifts?.gifts ?? []}
        balance={user?.credits ?? null}
        today={localDay(new Date())}
        formatTime={(iso) => time.format(new Date(iso))}
        formatDay={(day) => dayFormat.format(new Date(`${day}T12:00:00`))}
        dayOf={(iso) => localDay(new Date(iso))}
        onSend={state.send}
        onSendGift={state.sendGift}
        onSendPhoto={(file) => {
          state.sendPhoto(file).catch((error: unknown) => setAlert({ error }));
        }}
        onRetry={state.retry}
        onTyping={state.notifyTyping}
        alert={alert}
        onAlert={setAlert}
        onDismissAlert={() => setAlert(null)}
        onRetryLoad={state.reload}
        backHref="/chats"
        profileHref={(memberId) => `/members/${memberId}`}
      />
      {modals && reporting && profile ? (
        <modals.ReportDialog
          memberName={profile.name}
          subject={
            !reporting.message ? 'conversation' : reporting.message.kind === 'photo' ? 'photo' : 'message'
          }
          status={reporting.status}
          blocked={reporting.blocked}
          onClose={() => setReporting(null)}
          onSubmit={(values) => {
            const { message } = reporting;
            setReporting({ message, status: 'sending', blocked: false });
            reportMember({
              profile: profile.id,
              ...(message
                ? { place: message.kind === 'photo' ? 'chat_photo' : 'message', message: message.id }
                : { place: 'chat' }),
              ...values,
            })
              .then(({ blocked }) => setReporting({ message, status: 'done', blocked }))
              .catch((error: unknown) =>
                setReporting({ message, status: reportFailure(error), blocked: false }),
              );
          }}
        />
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
