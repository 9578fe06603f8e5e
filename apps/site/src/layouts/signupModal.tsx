import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginRedirect } from '@amori/core';
import { Spinner } from '@amori/ui';
import type { SignupModalReason } from '@amori/screens';
import { useModals } from '../behaviours/lazyModals';
import { lazyPart } from '../behaviours/staleChunk';
import { currentPath } from '../behaviours/currentPath';

export interface SignupModalApi {
  /** Opens the signup modal; where the layout has none (chat, lander), goes to /signup and back. */
  open: (reason?: SignupModalReason) => void;
  close: () => void;
  /** Signup in progress locks the modal: no Escape, no backdrop, no close button (spec point 4). */
  setInProgress: (inProgress: boolean) => void;
}

interface SignupModalState {
  open: boolean;
  reason: SignupModalReason;
  inProgress: boolean;
}

interface SignupModalContextValue extends SignupModalApi {
  state: SignupModalState;
  /** A layout's slot registers itself while mounted; returns the unregister. */
  registerSlot: () => () => void;
}

const SignupModalContext = createContext<SignupModalContextValue | null>(null);

// The signup steps load with the modal, not with every page.
const SignupFlow = lazyPart(() => import('../signup/SignupFlow').then((module) => module?.SignupFlow));

/**
 * The signup modal's state for the whole app. It sits at the root, so behaviours above the
 * layouts (the like popup) can open it too; the modal itself shows in the layouts that have a
 * signup modal (default and empty), through `SignupModalSlot`.
 */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SignupModalState>({
    open: false,
    reason: 'memberOnly',
    inProgress: false,
  });
  const [slots, setSlots] = useState(0);
  const registerSlot = useCallback(() => {
    setSlots((n) => n + 1);
    return () => setSlots((n) => n - 1);
  }, []);
  const open = useCallback(
    (reason: SignupModalReason = 'memberOnly') => {
      if (slots > 0) setState((s) => ({ ...s, open: true, reason }));
      else void navigate(loginRedirect(currentPath(), '/signup'));
    },
    [slots, navigate],
  );
  const close = useCallback(() => setState((s) => (s.inProgress || !s.open ? s : { ...s, open: false })), []);
  const setInProgress = useCallback((inProgress: boolean) => setState((s) => ({ ...s, inProgress })), []);
  const value = useMemo(
    () => ({ state, open, close, setInProgress, registerSlot }),
    [state, open, close, setInProgress, registerSlot],
  );
  return <SignupModalContext.Provider value={value}>{children}</SignupModalContext.Provider>;
}

/** `{ open(reason?), close(), setInProgress(boolean) }` of the signup modal. */
export function useSignupModal(): SignupModalApi {
  const context = useContext(SignupModalContext);
  if (!context) throw new Error('useSignupModal needs a SignupModalProvider');
  const { open, close, setInProgress } = context;
  return useMemo(() => ({ open, close, setInProgress }), [open, close, setInProgress]);
}

/** Where the signup modal shows: the default and empty layouts render this slot. */
export function SignupModalSlot() {
  const context = useContext(SignupModalContext);
  if (!context) throw new Error('SignupModalSlot needs a SignupModalProvider');
  const { state, close, registerSlot, setInProgress } = context;
  const location = useLocation();
  useEffect(() => registerSlot(), [registerSlot]);
  // Leaving the page (a link in the modal, the login link) closes it: what was typed is kept, and
  // the lock holds only against Escape and the backdrop (spec point 2).
  useEffect(() => {
    setInProgress(false);
    close();
  }, [location.pathname, close, setInProgress]);
  const modals = useModals(state.open);
  const { t } = useTranslation('common');
  if (!state.open || !modals) return null;
  const returnTo = currentPath();
  return (
    <modals.SignupModal
      open
      reason={state.reason}
      locked={state.inProgress}
      signupHref={loginRedirect(returnTo, '/signup')}
      loginHref={loginRedirect(returnTo)}
      onClose={close}
    >
      <Suspense fallback={<Spinner label={t('status.loading')} />}>
        <SignupFlow embedded onProgress={setInProgress} loginHref={loginRedirect(returnTo)} />
      </Suspense>
    </modals.SignupModal>
  );
}
