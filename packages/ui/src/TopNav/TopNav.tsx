import type { ReactElement, ReactNode } from 'react';
import { CountBadge } from '../CountBadge';
import * as styles from './TopNav.css';

export interface NavLinkItem {
  id: string;
  href: string;
  label: string;
  icon?: ReactNode;
  /**
   * A count badge (e.g. unread messages); hidden at 0, "99+" above 99. Give it a label, or name
   * the count in `ariaLabel` instead.
   */
  badge?: { count: number; label?: string };
  /**
   * The link's accessible name when it should say more than its label, e.g. "Messages, 5
   * unread"; start it with the visible label (WCAG 2.5.3).
   */
  ariaLabel?: string;
  /** Anything else after the label, e.g. a CreditsBadge. */
  trailing?: ReactNode;
  isCurrent?: boolean;
}

/** Props a link renderer gets; pass a router Link here, ui renders a plain anchor by default. */
export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}
export type RenderLink = (props: RenderLinkProps) => ReactElement;

export const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

export interface TopNavProps {
  /** Name of the navigation landmark, e.g. "Main". */
  label: string;
  brand: ReactNode;
  links?: readonly NavLinkItem[];
  /** Slot at the start (before the brand), e.g. a back button on inner pages. */
  backButton?: ReactNode;
  /** Slot for the account dropdown. */
  accountMenu?: ReactNode;
  /** Slot for the LanguageMenu. */
  languageMenu?: ReactNode;
  renderLink?: RenderLink;
}

/**
 * The site's top bar: brand, links with count badges, language and account slots. Below the
 * md breakpoint link labels collapse to their icons (they stay the links' accessible names).
 */
export function TopNav({
  label,
  brand,
  links = [],
  backButton,
  accountMenu,
  languageMenu,
  renderLink = defaultRenderLink,
}: TopNavProps) {
  return (
    <header className={styles.bar}>
      <nav aria-label={label} className={styles.inner}>
        {backButton ? (
          <div className={styles.slot} data-slot="back">
            {backButton}
          </div>
        ) : null}
        <div className={styles.brand} data-slot="brand">
          {brand}
        </div>
        <ul className={styles.links}>
          {links.map((item) => (
            <li key={item.id} data-current={item.isCurrent || undefined}>
              {renderLink({
                href: item.href,
                className: styles.link,
                'aria-current': item.isCurrent ? 'page' : undefined,
                ...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}),
                children: (
                  <>
                    {item.icon ? (
                      <span className={styles.linkIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                    ) : null}
                    <span className={item.icon ? styles.linkLabel : undefined}>{item.label}</span>
                    {/* A space between label and badge, dropped by the flex layout, so the link's
                        text reads "Messages 3", as its name does (axe label-content-name-mismatch). */}
                    {item.badge ? ' ' : null}
                    {item.badge ? (
                      <span className={styles.badge}>
                        <CountBadge count={item.badge.count} label={item.badge.label} />
                      </span>
                    ) : null}
                    {item.trailing ?? null}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
        {languageMenu ? (
          <div className={styles.slot} data-slot="language">
            {languageMenu}
          </div>
        ) : null}
        {accountMenu ? (
          <div className={styles.slot} data-slot="account">
            {accountMenu}
          </div>
        ) : null}
      </nav>
    </header>
  );
}
