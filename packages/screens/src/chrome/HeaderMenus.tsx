import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_LOCALE_NAMES, type Locale } from '@amori/core';
import { DropdownMenu, ImagesIcon, LanguageMenu, LogoutIcon, SettingsIcon, UserIcon } from '@amori/ui';
import { AccountTriggerContent } from './HeaderTrigger';
import { ScreenLinkComponent } from '../shared/ScreenLink';

// The header's menus (radix), loaded on first open: SiteHeader shows their triggers until then
// (MenuTriggerButton), so a page's first load carries none of the menu code.

export interface HeaderLanguageMenuProps {
  locales: readonly Locale[];
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

/** The language menu, open when it mounts (it replaces its trigger on first open). */
export function HeaderLanguageMenu({ locales, locale, onLocaleChange }: HeaderLanguageMenuProps) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(true);
  return (
    <LanguageMenu
      open={open}
      onOpenChange={setOpen}
      size="small"
      label={t('header.language')}
      current={locale}
      locales={locales.map((code) => ({ code, name: NATIVE_LOCALE_NAMES[code] }))}
      onChange={(code) => onLocaleChange(code as Locale)}
      moreLabel={t('header.langConfig')}
      moreHref="/lang-config"
      linkComponent={ScreenLinkComponent}
    />
  );
}

export interface AccountMenuProps {
  name: string;
  /** An operator: the menu leads to the landers (the lander editor's list) too. */
  operator?: boolean;
  onLogout: () => void;
}

/** The account menu (My profile, Settings, an operator's Landers, Logout), open when it mounts. */
export function AccountMenu({ name, operator = false, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(true);
  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      size="small"
      trigger={<AccountTriggerContent name={name} />}
      triggerLabel={t('header.account', { name })}
      linkComponent={ScreenLinkComponent}
      items={[
        { id: 'profile', label: t('header.myProfile'), icon: <UserIcon />, href: '/profile' },
        { id: 'settings', label: t('header.settings'), icon: <SettingsIcon />, href: '/notifications' },
        ...(operator
          ? [{ id: 'landers', label: t('header.landers'), icon: <ImagesIcon />, href: '/admin/landers' }]
          : []),
        { type: 'separator', id: 'separator' },
        { id: 'logout', label: t('header.logout'), icon: <LogoutIcon /> },
      ]}
      onSelect={(id) => {
        if (id === 'logout') onLogout();
      }}
    />
  );
}
