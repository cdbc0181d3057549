import { createContext } from 'react';

/**
 * The nonce of the render's own inline scripts, provided by `entry.server.tsx`: a page's fresh
 * nonce, or the marker by which a shared page's scripts are hashed. In the browser it is empty,
 * as a browser hides a nonce once the page has loaded; an element that renders it suppresses the
 * hydration warning.
 */
export const NonceContext = createContext('');
