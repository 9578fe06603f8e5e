import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@amori/ui';
import { Dialog } from '../chrome/Dialog';
import { ScreenLinkComponent } from '../shared/ScreenLink';

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

/** A refused send or failed delete, said in a dialog with the way out (buy credits, premium). */
export function ChatAlertDialog({
  alert,
  onDismiss,
  creditsHref = '/credits',
  premiumHref = '/premium',
}: ChatAlertDialogProps) {
  const { t } = useTranslation('chat');
  const close = (
    <Button variant="outline" onPress={onDismiss}>
      {t('alert.close')}
    </Button>
  );
  const link = (href: string, label: string) => (
    <ButtonLink href={href} variant="primary" LinkComponent={ScreenLinkComponent}>
      {label}
    </ButtonLink>
  );
  const actions =
    alert.kind === 'insufficient_credits' ? (
      <>
        {close}
        {link(creditsHref, t('alert.buyCredits'))}
      </>
    ) : alert.kind === 'premium_conversations' || alert.kind === 'premium_photos' ? (
      <>
        {close}
        {link(premiumHref, t('alert.goPremium'))}
      </>
    ) : (
      close
    );
  return (
    <Dialog title={t(`alert.${alert.kind}.title`)} actions={actions} onDismiss={onDismiss}>
      <p>
        {t(`alert.${alert.kind}.text`, {
          name: alert.name ?? '',
          balance: alert.balance ?? 0,
          cost: alert.cost ?? 0,
        })}
      </p>
    </Dialog>
  );
}
