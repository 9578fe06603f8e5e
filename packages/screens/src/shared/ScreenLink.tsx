import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { LinkComponent } from '@amori/ui';

export interface ScreenLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const plainLink = ({ href, children, ...rest }: ScreenLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * How screens render an internal link (a render function). Screens never use the router: the site provides a
 * component that navigates on the client; stories and tests get a plain anchor.
 */
export const ScreenLinkContext = createContext<(props: ScreenLinkProps) => ReactNode>(plainLink);

export function ScreenLink(props: ScreenLinkProps) {
  const renderLink = useContext(ScreenLinkContext);
  return renderLink(props);
}

/** The screens' link as the library's LinkComponent: a ButtonLink in a screen navigates through the site's router. */
export const ScreenLinkComponent: LinkComponent = ({ href, children, ...rest }) => (
  <ScreenLink href={href} {...rest}>
    {children}
  </ScreenLink>
);
