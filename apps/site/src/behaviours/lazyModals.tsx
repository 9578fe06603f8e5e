import { lazy } from 'react';

// Modals a page shows only on demand (the like popup, the signup invitation, the time-bonus and
// activation dialogs) are loaded when first shown: their dialog and animation libraries are
// about 30 KB gzip that no first paint needs. Render them inside <Suspense>.
const modals = () => import('@amori/screens/modals');

export const Dialog = lazy(() => modals().then((m) => ({ default: m.Dialog })));
export const LikePopup = lazy(() => modals().then((m) => ({ default: m.LikePopup })));
export const SignupModal = lazy(() => modals().then((m) => ({ default: m.SignupModal })));
export const TimeBonusModal = lazy(() => modals().then((m) => ({ default: m.TimeBonusModal })));
