import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { creditsBadgeTone, NATIVE_LOCALE_NAMES, type Locale } from '@amori/core';
import {
  Button,
  ChatIcon,
  ChevronLeftIcon,
  CreditIcon,
  CreditsBadge,
  HeartIcon,
  IconButton,
  MenuTriggerButton,
  SearchIcon,
  SkipLink,
  StarIcon,
  TopNav,
  type NavLinkItem,
  type RenderLink,
} from '@amori/ui';
import { ScreenLink } from '../shared/ScreenLink';
import type { AccountMenuProps, HeaderLanguageMenuProps } from './HeaderMenus';
import { AccountTriggerContent } from './HeaderTrigger';
import * as styles from './chrome.css';

export interface HeaderSession {
  name: string;
  unreadMessages: number;
  newLikes: number;
  paidUser: boolean;
  credits: number;
  /** An operator: the account menu leads to the landers. */
  operator?: boolean;
}

export interface SiteHeaderProps {
  siteName: string;
  /** The logged-in member; null for a visitor. */
  session: HeaderSession | null;
  /** The dropdown's languages: the visible locales plus the page's (core's languageChoices). */
  locales: readonly Locale[];
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogin: () => void;
  onLogout: () => void;
  showBack?: boolean;
  onBack?: () => void;
  /** The id of the page's main region (focusable from script), where the skip link jumps. */
  mainId?: string;
}

// The menus' code (radix) loads on first open, or as the pointer or focus comes to a trigger.
const loadMenus = () => import('./HeaderMenus');
const preloadMenus = () => void loadMenus().catch(() => undefined);
/**
 * A menu whose code cannot load (a stale deploy; the import can also come back empty when the
 * site is reloading the page) is left out, never the whole page.
 */
const Unavailable = () => null;
const LazyLanguageMenu = lazy<ComponentType<HeaderLanguageMenuProps>>(() =>
  loadMenus().then(
    (module) => ({ default: module?.HeaderLanguageMenu ?? Unavailable }),
    () => ({ default: Unavailable }),
  ),
);
const LazyAccountMenu = lazy<ComponentType<AccountMenuProps>>(() =>
  loadMenus().then(
    (module) => ({ default: module?.AccountMenu ?? Unavailable }),
    () => ({ default: Unavailable }),
  ),
);

/** A menu's trigger until its first opening, then the menu itself, opened. */
function OnFirstOpen({ trigger, menu }: { trigger: (open: () => void) => ReactNode; menu: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return trigger(() => setWanted(true));
  return <Suspense fallback={trigger(() => undefined)}>{menu}</Suspense>;
}

/** Links go through the site's router (ScreenLink). */
const renderLink: RenderLink = ({ href, ...rest }) => <ScreenLink href={href} {...rest} />;

/**
 * The top navigation of the default layout, built from the library: TopNav, with a
 * LanguageMenu and the account DropdownMenu (one menu family, radix), whose code loads on first
 * open (MenuTriggerButton stands in until then).
 */
export function SiteHeader({
  siteName,
  session,
  locales,
  locale,
  onLocaleChange,
  onLogin,
  onLogout,
  showBack,
  onBack,
  mainId = 'main',
}: SiteHeaderProps) {
  const { t } = useTranslation('nav');
  return (
    <>
      <SkipLink href={`#${mainId}`}>{t('header.skipToContent')}</SkipLink>
      <TopNav
        label={t('header.mainNav')}
        brand={
          <ScreenLink href="/" className={styles.logo} aria-label={t('header.home', { site: siteName })}>
            {siteName}
          </ScreenLink>
        }
        backButton={
          showBack ? (
            <IconButton size="small" onPress={onBack} label={t('header.back')} icon={<ChevronLeftIcon />} />
          ) : undefined
        }
        links={session ? memberLinks(session, t) : []}
        renderLink={renderLink}
        languageMenu={
          locales.length > 1 ? (
            <OnFirstOpen
              trigger={(open) => (
                <MenuTriggerButton
                  look="outlined"
                  size="small"
                  label={`${t('header.language')}: ${NATIVE_LOCALE_NAMES[locale]}`}
                  onOpen={open}
                  onIntent={preloadMenus}
                >
                  {NATIVE_LOCALE_NAMES[locale]}
                </MenuTriggerButton>
              )}
              menu={<LazyLanguageMenu locales={locales} locale={locale} onLocaleChange={onLocaleChange} />}
            />
          ) : undefined
        }
        accountMenu={
          session ? (
            <OnFirstOpen
              trigger={(open) => (
                <MenuTriggerButton
                  size="small"
                  label={t('header.account', { name: session.name })}
                  onOpen={open}
                  onIntent={preloadMenus}
                >
                  <AccountTriggerContent name={session.name} />
                </MenuTriggerButton>
              )}
              menu={<LazyAccountMenu name={session.name} operator={session.operator} onLogout={onLogout} />}
            />
          ) : (
            <Button variant="primary" size="small" onPress={onLogin}>
              {t('header.login')}
            </Button>
          )
        }
      />
    </>
  );
}

type T = ReturnType<typeof useTranslation<'nav'>>['t'];

function memberLinks(session: HeaderSession, t: T): NavLinkItem[] {
  return [
    { id: 'search', href: '/members', label: t('header.search'), icon: <SearchIcon /> },
    {
      id: 'messages',
      href: '/chats',
      label: t('header.messages'),
      icon: <ChatIcon />,
      // The name carries the count the badge shows ("Messages 5 unread") and starts with the
      // visible text, so voice control users can say what they see (WCAG 2.5.3).
      ariaLabel:
        session.unreadMessages > 0
          ? t('header.messagesUnread', { count: session.unreadMessages })
          : t('header.messages'),
      badge: { count: session.unreadMessages },
    },
    {
      id: 'likes',
      href: '/likes',
      label: t('header.likes'),
      icon: <HeartIcon />,
      ariaLabel: session.newLikes > 0 ? t('header.likesNew', { count: session.newLikes }) : t('header.likes'),
      badge: { count: session.newLikes },
    },
    session.paidUser
      ? {
          id: 'credits',
          href: '/credits',
          label: t('header.credits'),
          icon: <CreditIcon />,
          // The badge shows at 10 or fewer; the link's name then says the balance.
          ariaLabel:
            creditsBadgeTone(session.credits) !== null
              ? `${t('header.credits')}, ${Math.max(0, Math.floor(session.credits))}`
              : undefined,
          trailing: <CreditsBadge credits={session.credits} label="" />,
        }
      : { id: 'premium', href: '/premium', label: t('header.getPremium'), icon: <StarIcon /> },
  ];
}
