import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { mutate } from 'swr';
import { loginRedirect } from '@amori/core';
import { swrKeys } from '../data/keys';
import { fetchSessionUser } from '../data/session';

/**
 * A member page's client loader: a visitor goes to login, then back. The server says logged
 * out: the cached member is forgotten too, or the header would still show them.
 */
export async function memberOnly(request: Request) {
  const user = await fetchSessionUser();
  if (!user) {
    await Promise.all([
      mutate(swrKeys.user, null, { revalidate: false }),
      mutate(swrKeys.chats, undefined, { revalidate: false }),
      mutate(swrKeys.likes, undefined, { revalidate: false }),
    ]);
    const url = new URL(request.url);
    throw redirect(loginRedirect(url.pathname + url.search));
  }
  await mutate(swrKeys.user, user, { revalidate: false });
  return { user };
}

export function LoadingFallback({ tall = false }: { tall?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" style={{ padding: 24, ...(tall ? { minHeight: '100dvh' } : {}) }}>
      {t('status.loading')}
    </p>
  );
}

/**
 * For a member page taller than the screen: the footer stays below the fold until the page is
 * there, so nothing visible moves when it comes (a short fallback would let the footer show,
 * then push it away: a layout shift, counted in CLS).
 */
export const TallLoadingFallback = () => <LoadingFallback tall />;
