// The chat's dialogs (radix's dialog, react-aria's radio group for the gifts), imported only by
// lazyDialogs' dynamic import, so a conversation opens without their code.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, GiftPicker, type GiftPickerProps } from '@amori/ui';
import { Dialog } from '../chrome/Dialog';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import type { ChatAlertDialogProps } from './chatAlerts';
import * as styles from './ConversationScreen.css';

/** A refused send or failed delete, said in a dialog with the way out (buy credits, premium). */
export function ChatAlertDialog({
  alert,
  onDismiss,
  creditsHref = '/credits',
  premiumHref = '/premium',
  spendingHref = '/notifications#spending-limits',
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
    ) : alert.kind === 'spending_limit_reached' || alert.kind === 'spending_cool_off' ? (
      <>
        {close}
        {link(spendingHref, t('alert.spendingSettings'))}
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

export interface GiftDialogProps {
  /** The other member's name. */
  name: string;
  gifts: GiftPickerProps['gifts'];
  balance?: number;
  /** The gift chosen (kept by the screen between openings). */
  value: string | null;
  onChange: (gift: string) => void;
  onSend: (gift: string) => void;
  onClose: () => void;
}

/** The gift picker in a dialog: choose a gift, then send it. */
export function GiftDialog({ name, gifts, balance, value, onChange, onSend, onClose }: GiftDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog
      title={t('giftPicker.title', { name })}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            {t('alert.close')}
          </Button>
          <Button
            variant="primary"
            isDisabled={!value}
            onPress={() => {
              if (value) onSend(value);
            }}
          >
            {t('giftPicker.send')}
          </Button>
        </>
      }
    >
      <GiftPicker
        gifts={gifts}
        label={t('giftPicker.label')}
        costLabel={(credits) => t('giftPicker.cost', { count: credits })}
        value={value}
        onChange={onChange}
        balance={balance}
      />
    </Dialog>
  );
}

export interface IcebreakersDialogProps {
  name: string;
  /** An opening line chosen: it is sent. */
  onSend: (line: string) => void;
  onClose: () => void;
  /** The composer: the focus goes there when the dialog closes (it opened with the page). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/** A new conversation's opening lines, one press to send one. */
export function IcebreakersDialog({ name, onSend, onClose, finalFocus }: IcebreakersDialogProps) {
  const { t } = useTranslation('chat');
  const icebreakers = [1, 2, 3, 4].map((n) => t(`icebreakers.line${n}`, { name }));
  return (
    <Dialog title={t('icebreakers.title', { name })} onDismiss={onClose} finalFocus={finalFocus}>
      <p>{t('icebreakers.text')}</p>
      <ul className={styles.lines}>
        {icebreakers.map((line) => (
          <li key={line}>
            <Button
              variant="outline"
              fullWidth
              onPress={() => {
                onClose();
                onSend(line);
              }}
            >
              {line}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="link" onPress={onClose}>
        {t('icebreakers.own')}
      </Button>
    </Dialog>
  );
}
