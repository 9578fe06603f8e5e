import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../Button';
import { CameraIcon, GiftIcon, SendIcon } from '../Icon';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Composer.css';

export interface ComposerProps {
  /** Accessible name of the text field, e.g. "Message to Anna". */
  label: string;
  placeholder?: string;
  /** Character limit of a message. */
  maxLength: number;
  /** Counter text, e.g. `(used, max) => `${used}/${max}``. Hidden when absent. */
  counter?: (used: number, max: number) => string;
  sendLabel: string;
  /** Sends the trimmed text; the field empties. Enter sends, Shift+Enter adds a line. */
  onSend: (text: string) => void;
  giftLabel?: string;
  onGift?: () => void;
  photoLabel?: string;
  onPhoto?: () => void;
  /** What a message costs, e.g. "A message costs 5 credits". */
  costHint?: string;
  /** Disables the composer and says why, e.g. "Anna has to confirm her email first". */
  disabledReason?: string;
  isDisabled?: boolean;
  defaultValue?: string;
  /** The text box, for a screen that gives it the focus (e.g. when a dialog over it closes). */
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** The chat composer: text with a character limit, gift and photo buttons, a cost hint. */
export function Composer({
  label,
  placeholder,
  maxLength,
  counter,
  sendLabel,
  onSend,
  giftLabel,
  onGift,
  photoLabel,
  onPhoto,
  costHint,
  disabledReason,
  isDisabled,
  defaultValue = '',
  textAreaRef,
}: ComposerProps) {
  const [text, setText] = useState(defaultValue);
  const ids = useId();
  const disabled = Boolean(isDisabled || disabledReason);
  const canSend = !disabled && text.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const described = [disabledReason ? `${ids}-reason` : null, costHint ? `${ids}-cost` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root} data-disabled={disabled || undefined}>
      {disabledReason ? (
        <p id={`${ids}-reason`} className={styles.reason}>
          {disabledReason}
        </p>
      ) : null}
      <div className={styles.row}>
        {onGift && giftLabel ? (
          <Button variant="ghost" aria-label={giftLabel} onPress={onGift} isDisabled={disabled}>
            <GiftIcon size={22} />
          </Button>
        ) : null}
        {onPhoto && photoLabel ? (
          <Button variant="ghost" aria-label={photoLabel} onPress={onPhoto} isDisabled={disabled}>
            <CameraIcon size={22} />
          </Button>
        ) : null}
        <label htmlFor={`${ids}-text`} className={visuallyHidden}>
          {label}
        </label>
        <textarea
          ref={textAreaRef}
          id={`${ids}-text`}
          className={styles.textarea}
          value={text}
          rows={1}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={described || undefined}
          onChange={(event) => setText(event.target.value.slice(0, maxLength))}
          onKeyDown={onKeyDown}
        />
        <Button variant="primary" aria-label={sendLabel} onPress={send} isDisabled={!canSend}>
          <SendIcon size={20} />
        </Button>
      </div>
      {costHint || counter ? (
        <div className={styles.footer}>
          <span id={`${ids}-cost`}>{costHint}</span>
          {counter ? (
            <span className={styles.counter} data-full={text.length >= maxLength || undefined}>
              {counter(text.length, maxLength)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
