import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { countryCookie, localeCookie, type Locale } from '@amori/core';
import { LangConfigScreen } from '@amori/screens';
import { useSettings } from '../data/hooks';
import { saveLanguage, useSession } from '../data/useSession';
import { RouteErrorBoundary } from '../errors';
import { useLocaleChoice } from '../layouts/shared';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** Choose language and country: cookies (365 days), the account for members, then reload data. */
export default function LangConfigRoute() {
  const { data: settings } = useSettings();
  const { locale } = useLocaleChoice();
  const { loggedIn } = useSession();
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  if (!settings) return null;

  const onSave = async (choice: { locale: Locale; country: string }) => {
    setStatus('saving');
    document.cookie = countryCookie(choice.country);
    document.cookie = localeCookie(choice.locale);
    if (loggedIn) await saveLanguage(choice.locale).catch(() => undefined);
    await i18n.changeLanguage(choice.locale);
    await revalidator.revalidate();
    setStatus('saved');
  };

  return (
    <LangConfigScreen
      countries={settings.countries}
      country={settings.geoip_selected_country ?? settings.geoip_country}
      locale={locale}
      status={status}
      onSave={(choice) => void onSave(choice)}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
