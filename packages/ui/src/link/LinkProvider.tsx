import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** Props every link component receives: an internal path or external URL in `href`. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * Data carried to the next page by a router's link (a product card passes its product, so
   * the product page can show it at once); a plain anchor drops it.
   */
  state?: unknown;
}

/** A component that renders a link; the storefront passes one wrapping its router's Link. */
export type LinkComponent = ComponentType<LinkProps>;

function PlainAnchor({ ref, state: _state, ...props }: LinkProps) {
  return <a ref={ref} {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Chooses how every component of the library renders links.
 * @param component - the link component, for example one wrapping the router's `Link`
 * @remarks Without a provider, links render as plain `<a>` elements (Storybook, tests).
 */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component chosen by the nearest `LinkProvider`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** A link rendered through the `LinkProvider`'s component. */
export function Link(props: LinkProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}
