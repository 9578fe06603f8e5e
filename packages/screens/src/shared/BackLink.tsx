import type { ReactNode } from 'react';
import { ButtonLink } from '@amori/ui';
import { ScreenLinkComponent } from './ScreenLink';

/**
 * The way back from a page to the list it was opened from, at the start of the page's column (a
 * bare link would stretch across the column's grid and centre its text).
 */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <div>
      <ButtonLink href={href} variant="ghost" LinkComponent={ScreenLinkComponent}>
        {children}
      </ButtonLink>
    </div>
  );
}
