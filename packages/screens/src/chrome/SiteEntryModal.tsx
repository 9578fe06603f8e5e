import type { AnchorHTMLAttributes, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@amori/ui';
import * as styles from './chrome.css';
import { PlainDialog } from './PlainDialog';

export interface SiteEntryModalProps {
  onAccept: () => void;
  /**
   * Where a visitor who declines goes: a plain link, so it works before the page's scripts run
   * (a form could not send them there: the site's policy lets forms go to the site only).
   */
  leaveHref: string;
  /**
   * Where the form posts when the page's scripts have not run yet: it sets the same acceptance
   * cookie and comes back to `returnTo`.
   */
  formAction: string;
  /** The page to come back to after the form (its path and query). */
  returnTo: string;
  /** The id of the element that gets focus once the warning is accepted (the page's main landmark). */
  fallbackFocusId?: string;
}

/** A plain anchor: the way out leaves the site, never through the router. */
function PlainAnchor({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props}>{children}</a>;
}

/**
 * The site-entry (adults only) warning shown once to logged-out visitors. Entering is a plain
 * form and leaving a plain link, so both work before the page's scripts run (a slow phone); once
 * they run, entering is answered in the page, without a reload.
 */
export function SiteEntryModal({
  onAccept,
  leaveHref,
  formAction,
  returnTo,
  fallbackFocusId,
}: SiteEntryModalProps) {
  const { t } = useTranslation('nav');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAccept();
  };
  return (
    <PlainDialog title={t('siteEntry.title')} {...(fallbackFocusId ? { fallbackFocusId } : {})}>
      <p style={{ margin: 0 }}>{t('siteEntry.body')}</p>
      <form method="post" action={formAction} onSubmit={submit} className={styles.dialogActions}>
        <input type="hidden" name="redirect" value={returnTo} />
        <Button type="submit" variant="primary">
          {t('siteEntry.accept')}
        </Button>
        <ButtonLink href={leaveHref} variant="outline" LinkComponent={PlainAnchor}>
          {t('siteEntry.leave')}
        </ButtonLink>
      </form>
    </PlainDialog>
  );
}
