import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../TopNav';
import * as styles from './Footer.css';

export interface FooterLink {
  id: string;
  href: string;
  label: string;
}

export interface FooterProps {
  /** Name of the footer's link navigation, e.g. "Information". */
  linksLabel: string;
  links: readonly FooterLink[];
  /** Company name, address, registration: rendered in an <address>. */
  company?: ReactNode;
  /** The site's disclaimer (e.g. the fictional-profiles notice). */
  disclaimer?: ReactNode;
  /** An extra block, e.g. the US footer for the English locale. */
  extra?: ReactNode;
  renderLink?: RenderLink;
  /** Less room around everything, e.g. for members or inside an installed app. */
  compact?: boolean;
}

/** The page footer (contentinfo): information links, company block, disclaimer, extra slot. */
export function Footer({
  linksLabel,
  links,
  company,
  disclaimer,
  extra,
  renderLink = defaultRenderLink,
  compact = false,
}: FooterProps) {
  return (
    <footer
      className={compact ? `${styles.footer} ${styles.compact}` : styles.footer}
      data-compact={compact || undefined}
    >
      <div className={styles.inner}>
        <div className={styles.top}>
          <nav aria-label={linksLabel}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.id}>
                  {renderLink({ href: link.href, className: styles.link, children: link.label })}
                </li>
              ))}
            </ul>
          </nav>
          {company ? <address className={styles.company}>{company}</address> : null}
        </div>
        {disclaimer ? (
          <div className={styles.disclaimer} data-slot="disclaimer">
            {disclaimer}
          </div>
        ) : null}
        {extra ? <div data-slot="extra">{extra}</div> : null}
      </div>
    </footer>
  );
}
