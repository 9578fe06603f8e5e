import { INFO_PAGES, type InfoPage } from '@amori/core';
import { InfoPageScreen } from '@amori/screens';
import { useCompanyInfo, useSettings } from '../data/hooks';
import { RouteErrorBoundary } from '../errors';
import { useRouteName } from '../layouts/shared';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** The eight information pages; which one comes from the route id (`pages-<page>`). */
export default function InfoPageRoute() {
  const routeName = useRouteName() ?? '';
  const page = routeName.slice('pages-'.length) as InfoPage;
  const { data: settings } = useSettings();
  const { data: company } = useCompanyInfo();
  if (!settings || !INFO_PAGES.includes(page)) return null;
  return (
    <InfoPageScreen
      page={page}
      siteName={settings.name}
      supportEmail={settings.support_email}
      supportPhone={company?.support_phone || settings.support_phone}
      refundDays={settings.refund_days}
      company={company ?? null}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
