import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * What the library needs from a router link: an anchor that takes `href`. The site passes an
 * adapter over react-router's `Link` (`({ href, ...p }) => <Link to={href} {...p} />`); the
 * library never imports a router.
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> }
>;

const LinkContext = createContext<LinkComponent | null>(null);

export interface UiLinkProviderProps {
  component: LinkComponent;
  children: ReactNode;
}

/** Injects the router's link into every ButtonLink (and other links) below it. */
export function UiLinkProvider({ component, children }: UiLinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The injected link, or a plain `<a>` when none is provided. */
export function useLinkComponent(override?: LinkComponent): LinkComponent | 'a' {
  const injected = useContext(LinkContext);
  return override ?? injected ?? 'a';
}
