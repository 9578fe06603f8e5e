import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creditsBadgeTone, NATIVE_LOCALE_NAMES, type Locale } from '@amori/core';
import {
  Button,
  ChatIcon,
  ChevronLeftIcon,
  CountBadge,
  CreditIcon,
  GlobeIcon,
  HeartIcon,
  IconButton,
  SearchIcon,
  StarIcon,
  UserIcon,
} from '@amori/ui';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from './chrome.css';

export interface HeaderSession {
  name: string;
  unreadMessages: number;
  newLikes: number;
  paidUser: boolean;
  credits: number;
}

export interface SiteHeaderProps {
  siteName: string;
  /** The logged-in member; null for a visitor. */
  session: HeaderSession | null;
  locales: readonly Locale[];
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogin: () => void;
  onLogout: () => void;
  showBack?: boolean;
  onBack?: () => void;
}

/** The top navigation of the default layout. */
// TODO(ui): use <TopNav>, <DropdownMenu> and <LanguageMenu> once the e2e tests move to their roles:
// LanguageMenu is a menu button ("Language: English") instead of the "Language" combobox, and
// DropdownMenu items are menuitems instead of the "My profile"/"Settings" links.
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
}: SiteHeaderProps) {
  const { t } = useTranslation('nav');
  return (
    <header className={styles.header}>
      {showBack && (
        <IconButton size="small" onPress={onBack} label={t('header.back')} icon={<ChevronLeftIcon />} />
      )}
      <ScreenLink href="/" className={styles.logo} aria-label={t('header.home', { site: siteName })}>
        {siteName}
      </ScreenLink>
      <nav aria-label={t('header.mainNav')} className={styles.nav}>
        {session && <MemberLinks session={session} />}
        {locales.length > 1 && (
          <span className={styles.languagePicker}>
            <select
              className={styles.select}
              aria-label={t('header.language')}
              value={locale}
              onChange={(e) => onLocaleChange(e.target.value as Locale)}
            >
              {locales.map((code) => (
                <option key={code} value={code} lang={code}>
                  {NATIVE_LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
            <GlobeIcon aria-hidden className={styles.languageIcon} />
          </span>
        )}
        {session ? (
          <AccountMenu onLogout={onLogout} name={session.name} />
        ) : (
          <Button variant="primary" size="small" onPress={onLogin}>
            {t('header.login')}
          </Button>
        )}
      </nav>
    </header>
  );
}

function MemberLinks({ session }: { session: HeaderSession }) {
  const { t } = useTranslation('nav');
  const tone = session.paidUser ? creditsBadgeTone(session.credits) : null;
  return (
    <>
      <ScreenLink href="/members" className={styles.navLink}>
        <SearchIcon aria-hidden />
        <span className={styles.navText}>{t('header.search')}</span>
      </ScreenLink>
      <ScreenLink
        href="/chats"
        className={styles.navLink}
        // The name carries the count the badge shows ("Messages, 5 unread") and starts with the
        // visible text, so voice control users can say what they see (WCAG 2.5.3).
        aria-label={
          session.unreadMessages > 0
            ? t('header.messagesUnread', { count: session.unreadMessages })
            : t('header.messages')
        }
      >
        <ChatIcon aria-hidden />
        <span className={styles.navText}>{t('header.messages')}</span>{' '}
        <span className={styles.navBadge}>
          <CountBadge count={session.unreadMessages} />
        </span>
      </ScreenLink>
      <ScreenLink
        href="/likes"
        className={styles.navLink}
        aria-label={
          session.newLikes > 0 ? t('header.likesNew', { count: session.newLikes }) : t('header.likes')
        }
      >
        <HeartIcon aria-hidden />
        <span className={styles.navText}>{t('header.likes')}</span>{' '}
        <span className={styles.navBadge}>
          <CountBadge count={session.newLikes} />
        </span>
      </ScreenLink>
      {session.paidUser ? (
        <ScreenLink href="/credits" className={styles.navLink}>
          <CreditIcon aria-hidden />
          <span className={styles.navText}>{t('header.credits')}</span>
          {tone && (
            <span className={styles.creditsBadge} data-tone={tone}>
              {session.credits}
            </span>
          )}
        </ScreenLink>
      ) : (
        <ScreenLink href="/premium" className={styles.navLink}>
          <StarIcon aria-hidden />
          <span className={styles.navText}>{t('header.getPremium')}</span>
        </ScreenLink>
      )}
    </>
  );
}

function AccountMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className={styles.menu} ref={ref}>
      <Button
        variant="ghost"
        size="small"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('header.account', { name })}
        onPress={() => setOpen(!open)}
      >
        <UserIcon aria-hidden />
      </Button>
      {open && (
        <ul id={`${id}-menu`} className={styles.menuList}>
          <li>
            <ScreenLink href="/profile" className={styles.navLink}>
              {t('header.myProfile')}
            </ScreenLink>
          </li>
          <li>
            <ScreenLink href="/notifications" className={styles.navLink}>
              {t('header.settings')}
            </ScreenLink>
          </li>
          <li>
            <Button variant="ghost" size="small" onPress={onLogout}>
              {t('header.logout')}
            </Button>
          </li>
        </ul>
      )}
    </div>
  );
}
