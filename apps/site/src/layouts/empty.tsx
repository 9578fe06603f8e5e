import { Outlet } from 'react-router';
import { LayoutEntryWarning } from './shared';
import * as styles from './layout.css';

/** Content, the entry warning for NL and DE visitors (the signup modal comes with signup). */
export default function EmptyLayout() {
  return (
    <div className={styles.shell}>
      <LayoutEntryWarning layout="empty" />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
