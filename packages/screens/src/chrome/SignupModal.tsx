import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Modal } from '@amori/ui';
import { ScreenLinkComponent } from '../shared/ScreenLink';

/** Why the signup modal opened: the like popup's view button, or any other member-only action. */
export const signupModalReasons = ['like', 'memberOnly'] as const;
export type SignupModalReason = (typeof signupModalReasons)[number];

export interface SignupModalProps {
  open: boolean;
  reason?: SignupModalReason;
  /** Signup in progress: Escape and the backdrop do nothing and there is no close button. */
  locked?: boolean;
  /** Where the buttons go (each carries the return path). */
  signupHref: string;
  loginHref: string;
  onClose: () => void;
  /** The signup flow, shown in the modal; without it, the invitation. */
  children?: ReactNode;
}

/**
 * The signup modal of the default and empty layouts: an invitation to sign up or log in when a
 * visitor tries a member-only action. Locked while signup is in progress (spec points 2 and 4).
 */
export function SignupModal({
  open,
  reason = 'memberOnly',
  locked = false,
  signupHref,
  loginHref,
  onClose,
  children,
}: SignupModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      size="small"
      locked={locked}
      closeLabel={t('actions.close')}
      title={t('signupModal.title')}
      description={reason === 'like' ? t('signupModal.bodyLike') : t('signupModal.body')}
      onOpenChange={(next) => {
        if (!next && !locked) onClose();
      }}
      actions={
        children ? undefined : (
          <>
            <ButtonLink variant="primary" href={signupHref} LinkComponent={ScreenLinkComponent}>
              {t('signupModal.signup')}
            </ButtonLink>
            <ButtonLink variant="outline" href={loginHref} LinkComponent={ScreenLinkComponent}>
              {t('signupModal.login')}
            </ButtonLink>
          </>
        )
      }
    >
      {children}
    </Modal>
  );
}
