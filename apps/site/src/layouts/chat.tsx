import { Outlet } from 'react-router';
import { LayoutEntryWarning } from './shared';
import * as styles from './layout.css';

/** Bare content, plus the entry warning for NL and DE visitors. */
export default function ChatLayout() {
  return (
    <div className={styles.chatShell}>
      <LayoutEntryWarning layout="chat" />
      <main id="main" tabIndex={-1} className={styles.chatMain}>
        <Outlet />
      </main>
    </div>
  );
}
