import { createElement, type ReactNode } from 'react';
import { useLinkComponent, type LinkComponent } from '../ButtonLink/LinkContext';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** The figure, as it shows (a capped count such as "99+" is the caller's to format). */
  value: ReactNode;
  /**
   * What the figure counts, read after it: "unread messages". Together they are the card's name
   * ("3 unread messages"), so give the label the figure's plural form.
   */
  label: ReactNode;
  /** A decorative icon, e.g. `<ChatIcon />`. */
  icon?: ReactNode;
  /** Something new waits behind the card: it stands out (colour and border, never colour alone). */
  highlight?: boolean;
  /** Where the card leads: the whole card is one link. Without it, a plain figure. */
  href?: string;
  /** Overrides the link injected by UiLinkProvider. */
  LinkComponent?: LinkComponent;
}

/** A figure with what it counts, e.g. unread messages on a dashboard; one link when it leads on. */
export function StatCard({ value, label, icon, highlight = false, href, LinkComponent }: StatCardProps) {
  const Link = useLinkComponent(LinkComponent);
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.value}>{value}</span> <span className={styles.label}>{label}</span>
    </>
  );
  const common = {
    className: `${styles.card} ${href ? styles.link : ''}`,
    'data-highlight': highlight || undefined,
  };
  if (!href) return <div {...common}>{content}</div>;
  // createElement: the link component is injected (a stable app-level choice), not made here.
  return createElement(Link, { ...common, href }, content);
}
