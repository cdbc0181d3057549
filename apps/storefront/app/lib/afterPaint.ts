/**
 * Hydration starts after the first paint: the server renders React Router's scripts inert
 * (see `afterPaint.server.ts`) and {@link AFTER_PAINT_LOADER} wakes them once the browser has
 * painted the server's HTML, so stylesheets, the font and the largest image never share the
 * link with four dozen scripts, and the page paints as soon as its static copy would.
 */

/** The `rel` React Router's `modulepreload` links carry until the first paint. */
export const AFTER_PAINT_PRELOAD_REL = 'modulepreload-after-paint';

/** The `type` React Router's module script carries until the first paint. */
export const AFTER_PAINT_SCRIPT_TYPE = 'module-after-paint';

/**
 * How many preloads are woken per task: starting a fetch costs the main thread about a ms here
 * (four times that on Lighthouse's phone), so a task of eight blocked a tap for 30 ms or more.
 */
const PRELOADS_PER_TASK = 4;

/** When the scripts start anyway if the browser has reported no contentful paint by then. */
const LATEST_START_MS = 3_000;

/**
 * The inline script that wakes them: once the browser reports the first contentful paint (at
 * once in a hidden tab, which paints nothing; after one frame in a browser without paint
 * timing; after {@link LATEST_START_MS} at the latest), the module script is replaced by a live
 * copy (carrying the same nonce, on a page that has one) and, from the next task on, the
 * preloads become `modulepreload` links again, a few per task so that no task blocks a tap for
 * long.
 */
export const AFTER_PAINT_LOADER = `(()=>{const links=[...document.querySelectorAll('link[rel="${AFTER_PAINT_PRELOAD_REL}"]')];const preload=()=>{for(const link of links.splice(0,${PRELOADS_PER_TASK}))link.rel='modulepreload';if(links.length)setTimeout(preload)};let started=false;const start=()=>{if(started)return;started=true;setTimeout(preload);for(const inert of document.querySelectorAll('script[type="${AFTER_PAINT_SCRIPT_TYPE}"]')){const script=document.createElement('script');script.type='module';script.nonce=inert.nonce;script.textContent=inert.textContent;inert.replaceWith(script)}};if(document.visibilityState==='hidden')return start();setTimeout(start,${LATEST_START_MS});if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(start));new PerformanceObserver((list,observer)=>{if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();start()}).observe({type:'paint',buffered:true})})()`;
