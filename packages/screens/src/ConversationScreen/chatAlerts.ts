// The chat's alerts and the alert dialog's props, in a file that imports nothing: the dialog's code
// (dialogCode.tsx) needs the props, and ChatAlertDialog.tsx imports the lazy dialog that loads that
// code, so the props kept there made an import circle.

/** The chat's alerts: what a refused send (or a failed delete) tells the member. */
export const CHAT_ALERTS = [
  'insufficient_credits',
  'premium_conversations',
  'premium_photos',
  'recipient_unconfirmed',
  'spending_limit_reached',
  'spending_cool_off',
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
  /** Where the spending-limit alerts lead (the settings' spending limits). */
  spendingHref?: string;
}
