/**
 * Hydration starts after the first paint: the root layout renders React Router's scripts inside
 * a `<noscript>`, whose content a browser running scripts reads as text (it fetches and runs
 * none of it, and its preload scanner skips it), and {@link AFTER_PAINT_LOADER}, rendered right
 * after it, brings them to life, so stylesheets, the font and the largest image never share the
 * link with four dozen scripts, and the page paints as soon as its static copy would.
 */

/**
 * How many preloads are started per task: starting a fetch costs the main thread about a ms here
 * (four times that on Lighthouse's phone), so a task of eight blocked a tap for 30 ms or more.
 */
const PRELOADS_PER_TASK = 4;

/** When the scripts start anyway if the browser has reported no contentful paint by then. */
const LATEST_START_MS = 3_000;

/**
 * The inline script that brings React Router's scripts to life. It reads the `<noscript>` just
 * before it as HTML (in a `<template>`, where nothing is fetched or run) and takes the scripts
 * and preloads that carry its own nonce, so markup that reached the page through content is
 * never run. The classic script (React Router's context and the stream its later inline
 * scripts feed) runs at once, before those scripts. Once the browser reports the first
 * contentful paint (at once in a hidden tab, which paints nothing; after one frame in a browser
 * without paint timing; after {@link LATEST_START_MS} at the latest), the module script runs as
 * a copy carrying the same nonce and, from the next task on, the preloads join the head, a few
 * per task so that no task blocks a tap for long. Copies are inserted before the `<noscript>`
 * and in the head, where React's hydration passes over elements it did not render.
 */
export const AFTER_PAINT_LOADER = `(()=>{const loader=document.currentScript;const scripts=loader.previousElementSibling;const parsed=document.createElement('template');parsed.innerHTML=scripts.textContent;const held=parsed.content.querySelector('template').content;const own=(selector)=>[...held.querySelectorAll(selector)].filter((element)=>element.nonce===loader.nonce);const run=(original)=>{const script=document.createElement('script');if(original.type)script.type=original.type;script.nonce=original.nonce;script.textContent=original.textContent;scripts.before(script)};const modules=own('script[type="module"]');for(const script of own('script:not([type="module"])'))run(script);const links=own('link[rel="modulepreload"]');const preload=()=>{document.head.append(...links.splice(0,${PRELOADS_PER_TASK}));if(links.length)setTimeout(preload)};let started=false;const start=()=>{if(started)return;started=true;setTimeout(preload);for(const script of modules)run(script)};if(document.visibilityState==='hidden')return start();setTimeout(start,${LATEST_START_MS});if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(start));new PerformanceObserver((list,observer)=>{if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();start()}).observe({type:'paint',buffered:true})})()`;
