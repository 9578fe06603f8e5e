import type { ReactNode } from 'react';
import { EntryWarning } from '../chrome/EntryWarning';
import { SiteFooter, type FooterCompany } from '../chrome/SiteFooter';
import * as styles from './landers.css';

export interface LanderLayoutProps {
  siteName: string;
  /** The company line of the footer (null until known). */
  company: FooterCompany | null;
  /** The entry warning line (NL and DE visitors, decisions.md). */
  entryWarning: boolean;
  /** The 2257 notice of the English locale. */
  showUsNotice: boolean;
  children: ReactNode;
}

/** The lander layout of the spec: logo bar, content, footer with the disclaimer, entry warning. */
export function LanderLayout({ siteName, company, entryWarning, showUsNotice, children }: LanderLayoutProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.logoBar}>
        <a href="/" className={styles.logo}>
          {siteName}
        </a>
      </header>
      {entryWarning ? <EntryWarning /> : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter siteName={siteName} company={company} showUsNotice={showUsNotice} />
    </div>
  );
}
