/** Preloads started per task: each costs about a ms here, four on Lighthouse's phone. */
const PRELOADS_PER_TASK = 4;

/** When the scripts start anyway if the browser has reported no contentful paint by then. */
const LATEST_START_MS = 3_000;

/**
 * Hydration starts after the first paint (decision 024). The root layout renders React Router's
 * scripts in a `<noscript>`, which a browser that runs scripts reads as text, and this loader
 * after it: it takes the scripts and preloads carrying its own nonce from that text, runs the
 * classic script at once, and after the first contentful paint ({@link LATEST_START_MS} at the
 * latest) the module script, the preloads joining the head a few per task.
 */
export const AFTER_PAINT_LOADER = `(()=>{const loader=document.currentScript;const scripts=loader.previousElementSibling;const parsed=document.createElement('template');parsed.innerHTML=scripts.textContent;const held=parsed.content.querySelector('template').content;const own=(selector)=>[...held.querySelectorAll(selector)].filter((element)=>element.nonce===loader.nonce);const run=(original)=>{const script=document.createElement('script');if(original.type)script.type=original.type;script.nonce=original.nonce;script.textContent=original.textContent;scripts.before(script)};const modules=own('script[type="module"]');for(const script of own('script:not([type="module"])'))run(script);const links=own('link[rel="modulepreload"]');const preload=()=>{document.head.append(...links.splice(0,${PRELOADS_PER_TASK}));if(links.length)setTimeout(preload)};let started=false;const start=()=>{if(started)return;started=true;setTimeout(preload);for(const script of modules)run(script)};if(document.visibilityState==='hidden')return start();setTimeout(start,${LATEST_START_MS});if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(start));new PerformanceObserver((list,observer)=>{if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();start()}).observe({type:'paint',buffered:true})})()`;
