import { useTranslation } from 'react-i18next';
import { SkipLink } from '@amori/ui';
import { ScreenLink } from '../shared/ScreenLink';
import * as styles from './chrome.css';

export interface LogoBarProps {
  siteName: string;
  /** The id of the page's main region (focusable from script), where the skip link jumps. */
  mainId?: string;
}

/**
 * The site's name as the way home, alone in a bar: the top of the pages without the navigation
 * (signup, password reset, activation and the other account pages of the empty layout).
 */
export function LogoBar({ siteName, mainId = 'main' }: LogoBarProps) {
  const { t } = useTranslation('nav');
  return (
    <header className={styles.logoBar}>
      <SkipLink href={`#${mainId}`}>{t('header.skipToContent')}</SkipLink>
      <div className={styles.logoBarInner}>
        <ScreenLink href="/" className={styles.logo} aria-label={t('header.home', { site: siteName })}>
          {siteName}
        </ScreenLink>
      </div>
    </header>
  );
}
