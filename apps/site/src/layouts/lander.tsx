import { Outlet } from 'react-router';
import { entryWarningVisible } from '@amori/core';
import { LanderLayout as Layout } from '@amori/screens';
import { useCompanyInfo, useSettings } from '../data/hooks';
import { useLocaleChoice, useRouteName } from './shared';

/** Logo bar, content, footer and disclaimer, entry warning for NL and DE visitors. */
export default function LanderLayout() {
  const { data: settings } = useSettings();
  const { data: company } = useCompanyInfo();
  const { locale } = useLocaleChoice();
  const routeName = useRouteName();
  return (
    <Layout
      siteName={settings?.name ?? 'Amori'}
      company={company ?? null}
      entryWarning={entryWarningVisible('lander', routeName, settings?.geoip_country)}
      showUsNotice={locale === 'en'}
    >
      <Outlet />
    </Layout>
  );
}
