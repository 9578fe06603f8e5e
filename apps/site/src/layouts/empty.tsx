import { Outlet } from 'react-router';
import { LayoutEntryWarning } from './shared';

/** Content, the entry warning for NL and DE visitors (the signup modal comes with signup). */
export default function EmptyLayout() {
  return (
    <>
      <LayoutEntryWarning layout="empty" />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
