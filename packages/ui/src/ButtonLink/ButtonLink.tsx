import { createElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { button, icon as iconClass, label as labelClass } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant, IconPosition } from '../Button/Button';
import { useLinkComponent, type LinkComponent } from './LinkContext';

export interface ButtonLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'style' | 'children' | 'href'
> {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  iconPosition?: IconPosition;
  /** Leaves the site: a plain `<a>` opening in a new tab, never the router's link. */
  external?: boolean;
  /** Overrides the link injected by UiLinkProvider. */
  LinkComponent?: LinkComponent;
}

/** A link that looks like a button; navigation goes through the injected router link. */
export function ButtonLink({
  href,
  children,
  variant,
  size,
  fullWidth,
  icon,
  iconPosition = 'start',
  external = false,
  LinkComponent,
  ...props
}: ButtonLinkProps) {
  const Injected = useLinkComponent(LinkComponent);
  const Link = external ? 'a' : Injected;
  const iconNode = icon ? (
    <span className={iconClass} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  // createElement: the link component is injected (a stable app-level choice), not made here.
  return createElement(
    Link,
    {
      ...props,
      ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      href,
      className: button({ variant, size, fullWidth }),
      'data-external': external || undefined,
    } as AnchorHTMLAttributes<HTMLAnchorElement> & { href: string },
    iconPosition === 'start' && iconNode,
    <span className={labelClass}>{children}</span>,
    iconPosition === 'end' && iconNode,
  );
}
