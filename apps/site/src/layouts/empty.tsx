import { Outlet } from 'react-router';
import { LogoBar } from '@amori/screens';
import { useSettings } from '../data/hooks';
import { LayoutEntryWarning } from './shared';
import { SignupModalSlot } from './signupModal';
import * as styles from './layout.css';

/**
 * The logo as the way home, content, the entry warning for NL and DE visitors, the signup modal.
 * The spec's empty layout has no navigation; its pages (signup, password reset, activation) still
 * lead home by the logo.
 */
export default function EmptyLayout() {
  const { data: settings } = useSettings();
  return (
    <div className={styles.shell}>
      <LogoBar siteName={settings?.name ?? 'Amori'} />
      <LayoutEntryWarning layout="empty" />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SignupModalSlot />
    </div>
  );
}
