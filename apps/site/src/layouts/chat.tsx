import { Outlet } from 'react-router';
import { LayoutEntryWarning } from './shared';

/** Bare content, plus the entry warning for NL and DE visitors. */
export default function ChatLayout() {
  return (
    <>
      <LayoutEntryWarning layout="chat" />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
