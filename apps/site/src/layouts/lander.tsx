import { Link, Outlet } from 'react-router';
import { SiteFooter } from '@amori/screens';
import { useCompanyInfo, useSettings } from '../data/hooks';
import { LayoutEntryWarning, useLocaleChoice } from './shared';

/** Logo bar, content, footer and disclaimer, entry warning for NL and DE visitors. */
export default function LanderLayout() {
  const { data: settings } = useSettings();
  const { data: company } = useCompanyInfo();
  const { locale } = useLocaleChoice();
  const siteName = settings?.name ?? 'Amori';
  return (
    <>
      <header style={{ padding: '12px 16px', borderBottom: '1px solid #d9d6d0' }}>
        <Link to="/" style={{ fontWeight: 700, fontSize: 20, color: '#8a4f00', textDecoration: 'none' }}>
          {siteName}
        </Link>
      </header>
      <LayoutEntryWarning layout="lander" />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} company={company ?? null} showUsNotice={locale === 'en'} />
    </>
  );
}
