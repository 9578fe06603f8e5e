import { useTranslation } from 'react-i18next';
import { PasswordField, type PasswordFieldProps } from '@amori/ui';

type OwnProps = 'isRequired' | 'validationBehavior' | 'showLabel' | 'hideLabel';

/**
 * A password field of the account forms (signup, reset, settings): required, its errors shown
 * as the form decides (after the first submit), and its show/hide button in the member's language.
 */
export function AccountPasswordField(props: Omit<PasswordFieldProps, OwnProps>) {
  const { t } = useTranslation('account');
  return (
    <PasswordField
      isRequired
      validationBehavior="aria"
      showLabel={t('signup.personal.showPassword')}
      hideLabel={t('signup.personal.hidePassword')}
      {...props}
    />
  );
}
