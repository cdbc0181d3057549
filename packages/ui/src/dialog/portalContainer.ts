/**
 * The element a dialog that opens by itself (a timer) portals into: the body, named up front.
 *
 * @returns the document's body in a browser, undefined during server rendering
 * @remarks Radix's portal without a container renders nothing at first and then its content in
 *   a layout effect, a synchronous render inside the commit that mounts it; with the container
 *   named, the content renders with the rest of the dialog, in the transition's short slices.
 */
export const portalContainer = (): HTMLElement | undefined =>
  typeof document === 'undefined' ? undefined : document.body;
