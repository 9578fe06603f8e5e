import type { ReactNode } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../Icon/icons';
import * as menuStyles from './DropdownMenu.css';
import * as languageStyles from '../LanguageMenu/LanguageMenu.css';

export interface MenuTriggerButtonProps {
  /** What the button shows, as the menu's trigger would (for `outlined`: the current language's name). */
  children: ReactNode;
  /** Accessible name, as the menu's trigger would have it. */
  label?: string;
  /** Which menu's trigger it stands in for: DropdownMenu (`plain`) or LanguageMenu (`outlined`). */
  look?: 'plain' | 'outlined';
  size?: 'small' | 'medium';
  /** Asked to open (click, Enter, Space or ArrowDown): load the menu and open it. */
  onOpen: () => void;
  /** Pointer over or focus: a good moment to start loading the menu's code. */
  onIntent?: () => void;
}

/**
 * A menu's trigger without the menu: the same button as DropdownMenu's or LanguageMenu's trigger
 * (`aria-haspopup="menu"`, closed), for a page that loads a menu's code on first open. Render the
 * real menu, opened, in its place once its code is there.
 */
export function MenuTriggerButton({
  children,
  label,
  look = 'plain',
  size = 'medium',
  onOpen,
  onIntent,
}: MenuTriggerButtonProps) {
  const styles = look === 'outlined' ? languageStyles : menuStyles;
  return (
    <button
      type="button"
      className={size === 'small' ? `${styles.trigger} ${styles.triggerSmall}` : styles.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onOpen();
        }
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {look === 'plain' ? (
        <>
          {children}
          <span className={menuStyles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </>
      ) : (
        <>
          <GlobeIcon aria-hidden />
          <span className={languageStyles.current} aria-hidden="true">
            {children}
          </span>
          <ChevronDownIcon aria-hidden />
        </>
      )}
    </button>
  );
}
