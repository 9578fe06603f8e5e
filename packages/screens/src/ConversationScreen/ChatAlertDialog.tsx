import { LazyChatAlertDialog } from './lazyDialogs';

/** The chat's alerts: what a refused send (or a failed delete) tells the member. */
export const CHAT_ALERTS = [
  'insufficient_credits',
  'premium_conversations',
  'premium_photos',
  'recipient_unconfirmed',
  'blocked',
  'delete_failed',
  'send_failed',
] as const;
export type ChatAlertKind = (typeof CHAT_ALERTS)[number];

export interface ChatAlert {
  kind: ChatAlertKind;
  /** The other member's name, for the texts that name them. */
  name?: string;
  /** For insufficient_credits: the balance and what the message costs. */
  balance?: number;
  cost?: number;
}

export interface ChatAlertDialogProps {
  alert: ChatAlert;
  onDismiss?: () => void;
  /** Where the buy-credits offer and premium lead (the spec's /credits and /premium). */
  creditsHref?: string;
  premiumHref?: string;
}

/**
 * A refused send or failed delete, said in a dialog with the way out (buy credits, premium).
 * Its code loads on demand (lazyDialogs.tsx); the dialog shows once it is there.
 */
export const ChatAlertDialog = LazyChatAlertDialog;
