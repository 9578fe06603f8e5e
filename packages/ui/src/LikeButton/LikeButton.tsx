import { useState } from 'react';
import { HeartFilledIcon, HeartIcon } from '../Icon';
import * as styles from './LikeButton.css';

export interface LikeButtonProps {
  liked: boolean;
  /** Accessible name (the state is aria-pressed), e.g. "Like Anna". */
  label: string;
  /** Visible text beside the heart; icon only without it. */
  text?: string;
  /** Saves the new state; when the promise rejects the button flips back. */
  onToggle: (liked: boolean) => Promise<unknown> | void;
  /** Shown (and announced) after a failed toggle, e.g. "Could not save your like". */
  errorText?: string;
  isDisabled?: boolean;
}

/**
 * Like / unlike, optimistic: it flips at once and reverts if saving fails. A native toggle button
 * (`aria-pressed`), like the library's Button: it shows on every profile, and react-aria's press
 * handling would add its script to the page.
 */
export function LikeButton({ liked, label, text, onToggle, errorText, isDisabled }: LikeButtonProps) {
  const [shown, setShown] = useState(liked);
  const [prop, setProp] = useState(liked);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (prop !== liked) {
    // The saved state changed from outside: follow it.
    setProp(liked);
    setShown(liked);
  }

  const toggle = async (next: boolean) => {
    setShown(next);
    setFailed(false);
    setPending(true);
    try {
      await onToggle(next);
    } catch {
      setShown(!next);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const Heart = shown ? HeartFilledIcon : HeartIcon;
  return (
    <span className={styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={shown}
        data-selected={shown || undefined}
        onClick={() => void toggle(!shown)}
        aria-label={text ? undefined : label}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        data-pending={pending || undefined}
        data-error={failed || undefined}
      >
        <Heart size={22} />
        {text}
      </button>
      <span role="status" className={styles.error}>
        {failed && errorText ? errorText : null}
      </span>
    </span>
  );
}
