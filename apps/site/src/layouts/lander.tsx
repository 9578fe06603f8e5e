import { Link, Outlet } from 'react-router';
import { SiteFooter } from '@amori/screens';
import { useCompanyInfo, useSettings } from '../data/hooks';
import { LayoutEntryWarning, useLocaleChoice } from './shared';
import * as styles from './layout.css';

/** Logo bar, content, footer and disclaimer, entry warning for NL and DE visitors. */
export default function LanderLayout() {
  const { data: settings } = useSettings();
  const { data: company } = useCompanyInfo();
  const { locale } = useLocaleChoice();
  const siteName = settings?.name ?? 'Amori';
  return (
    <div className={styles.shell}>
      <header className={styles.logoBar}>
        <Link to="/" className={styles.logo}>
          {siteName}
        </Link>
      </header>
      <LayoutEntryWarning layout="lander" />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} company={company ?? null} showUsNotice={locale === 'en'} />
    </div>
  );
}
