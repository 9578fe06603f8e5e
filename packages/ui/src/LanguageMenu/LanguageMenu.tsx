import { createElement } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { useLinkComponent, type LinkComponent } from '../ButtonLink/LinkContext';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../Icon';
import * as overlay from '../styles/overlay.css';
import * as menuStyles from '../DropdownMenu/DropdownMenu.css';
import * as styles from './LanguageMenu.css';

export interface LanguageOption {
  /** Locale code, e.g. "nl". */
  code: string;
  /** The language's name in itself, e.g. "Nederlands". */
  name: string;
}

export interface LanguageMenuProps {
  locales: readonly LanguageOption[];
  /** The code of the current locale. */
  current: string;
  onChange: (code: string) => void;
  /** Accessible name of the button, e.g. "Language" (in the current language). */
  label: string;
  isDisabled?: boolean;
  /** `small` matches small buttons (32 px tall), e.g. beside a small Login button in a top bar. */
  size?: 'small' | 'medium';
  /**
   * A last item after the languages, a link, e.g. "Language and country" leading to a settings
   * page; shown when both are given.
   */
  moreLabel?: string;
  moreHref?: string;
  /** The link for `moreHref`; by default the one UiLinkProvider injects, else a plain anchor. */
  linkComponent?: LinkComponent;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button that opens a menu of languages by their native names; the current one is checked
 * (menuitemradio). The same menu primitive as DropdownMenu (radix), so a page with both loads
 * one menu family.
 */
export function LanguageMenu({
  locales,
  current,
  onChange,
  label,
  isDisabled,
  size = 'medium',
  moreLabel,
  moreHref,
  linkComponent,
  open,
  onOpenChange,
}: LanguageMenuProps) {
  const Link = useLinkComponent(linkComponent);
  const currentName = locales.find((l) => l.code === current)?.name ?? current;
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger
        className={size === 'small' ? `${styles.trigger} ${styles.triggerSmall}` : styles.trigger}
        aria-label={`${label}: ${currentName}`}
        disabled={isDisabled}
      >
        <GlobeIcon aria-hidden />
        <span className={styles.current} aria-hidden="true">
          {currentName}
        </span>
        <ChevronDownIcon aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={`${overlay.floating} ${menuStyles.content}`}
          align="end"
          sideOffset={6}
          aria-label={label}
        >
          <Menu.RadioGroup
            value={current}
            onValueChange={(code) => {
              if (code !== current) onChange(code);
            }}
          >
            {locales.map((locale) => (
              <Menu.RadioItem
                key={locale.code}
                value={locale.code}
                lang={locale.code}
                textValue={locale.name}
                className={`${menuStyles.item} ${styles.option}`}
              >
                <span>{locale.name}</span>
                <Menu.ItemIndicator className={styles.check}>
                  <CheckIcon aria-hidden />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          {moreLabel && moreHref ? (
            <>
              <Menu.Separator className={menuStyles.separator} />
              <Menu.Item className={menuStyles.item} asChild>
                {/* createElement: the link component is injected (a stable app-level choice). */}
                {createElement(Link, { href: moreHref }, moreLabel)}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
