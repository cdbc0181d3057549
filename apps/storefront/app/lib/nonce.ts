import { createContext } from 'react';

/**
 * The render's marker on its inline scripts (`entry.server.tsx`). Empty in the browser, which
 * hides a nonce once loaded: an element rendering it suppresses the hydration warning.
 */
export const NonceContext = createContext('');
