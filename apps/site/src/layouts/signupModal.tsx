import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '@amori/core';
import type { SignupModalReason } from '@amori/screens';
import { useModals } from '../behaviours/lazyModals';
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
  const { state, close, registerSlot } = context;
  const location = useLocation();
  useEffect(() => registerSlot(), [registerSlot]);
  // Leaving the page (a button's link) closes the invitation, unless signup is in progress.
  useEffect(() => close(), [location.pathname, close]);
  const modals = useModals(state.open);
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
    />
  );
}
