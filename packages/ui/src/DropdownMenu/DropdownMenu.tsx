import { createElement, type ReactNode } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { useLinkComponent, type LinkComponent } from '../ButtonLink/LinkContext';
import { ChevronDownIcon } from '../Icon/icons';
import * as overlay from '../styles/overlay.css';
import * as styles from './DropdownMenu.css';

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface DropdownMenuAction {
  type?: 'item';
  /** Stable key, also the value passed to `onSelect`. */
  id: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  tone?: MenuItemTone;
  /**
   * Makes the item a link (still a menuitem): Enter or a click follows it, through the injected
   * link component (UiLinkProvider or `linkComponent`); `onSelect` is called too.
   */
  href?: string;
}
export interface DropdownMenuSeparator {
  type: 'separator';
  id: string;
}
export type DropdownMenuEntry = DropdownMenuAction | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** What the trigger button shows, e.g. the member's name or avatar. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. only an avatar). */
  triggerLabel?: string;
  items: readonly DropdownMenuEntry[];
  onSelect: (id: string) => void;
  align?: 'start' | 'center' | 'end';
  /** Hides the chevron after the trigger content. */
  hideChevron?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `small` matches small buttons (32 px tall), e.g. beside a small Login button in a top bar. */
  size?: 'small' | 'medium';
  /** The link for `href` items; by default the one UiLinkProvider injects, else a plain anchor. */
  linkComponent?: LinkComponent;
  /**
   * Modal menus block the page and hide it from screen readers while open. Off by default:
   * an account menu is light, and a click outside simply closes it.
   */
  modal?: boolean;
}

/**
 * A menu button (WAI-ARIA menu pattern, radix DropdownMenu): Enter, Space or ArrowDown opens
 * it, arrows move, typeahead jumps, Enter selects, Escape closes and refocuses the trigger.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  onSelect,
  align = 'end',
  hideChevron = false,
  open,
  onOpenChange,
  modal = false,
  size = 'medium',
  linkComponent,
}: DropdownMenuProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger
        className={size === 'small' ? `${styles.trigger} ${styles.triggerSmall}` : styles.trigger}
        aria-label={triggerLabel}
      >
        {trigger}
        {hideChevron ? null : (
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={`${overlay.floating} ${styles.content}`} align={align} sideOffset={6}>
          {items.map((entry) =>
            entry.type === 'separator' ? (
              <Menu.Separator key={entry.id} className={styles.separator} />
            ) : (
              <Menu.Item
                key={entry.id}
                className={styles.item}
                disabled={entry.disabled}
                data-tone={entry.tone ?? 'neutral'}
                onSelect={() => onSelect(entry.id)}
                asChild={entry.href !== undefined}
              >
                {entry.href !== undefined ? (
                  // createElement: the link component is injected (a stable app-level choice).
                  createElement(Link, { href: entry.href }, <ItemContent entry={entry} />)
                ) : (
                  <ItemContent entry={entry} />
                )}
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function ItemContent({ entry }: { entry: DropdownMenuAction }) {
  return (
    <>
      {entry.icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {entry.icon}
        </span>
      ) : null}
      {entry.label}
    </>
  );
}
