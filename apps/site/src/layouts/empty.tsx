import { Outlet } from 'react-router';
import { LayoutEntryWarning } from './shared';
import { SignupModalSlot } from './signupModal';
import * as styles from './layout.css';

/** Content, the entry warning for NL and DE visitors, the signup modal. */
export default function EmptyLayout() {
  return (
    <div className={styles.shell}>
      <LayoutEntryWarning layout="empty" />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SignupModalSlot />
    </div>
  );
}
