import { createContext } from 'react';

/**
 * The nonce of the render's inline scripts (`entry.server.tsx`): fresh, or a shared page's marker.
 * Empty in the browser, which hides a nonce once loaded: an element rendering it suppresses the
 * hydration warning.
 */
export const NonceContext = createContext('');
