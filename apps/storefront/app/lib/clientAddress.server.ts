import { createContext } from 'react-router';

/**
 * The address of the client a request came from, as the production server (server.js) sets it
 * for every request from its socket; `unknown` where nothing sets it (the Vite dev server).
 * Behind a proxy or CDN it is the proxy's address.
 */
export const clientAddressContext = createContext<string>('unknown');
