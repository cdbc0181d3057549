import { createHash } from 'node:crypto';

/**
 * The payment page's one script: Copy buttons put the amount or the address on the clipboard
 * (and say so), and the window's deadline counts down each second. Without it the page still
 * shows both as text to select and the deadline as a time.
 */
export const PAY_SCRIPT = `for(const b of document.querySelectorAll('[data-copy]')){b.hidden=false;b.addEventListener('click',async()=>{const f=document.getElementById(b.dataset.copy);try{await navigator.clipboard.writeText(f.value);b.textContent='Copied'}catch{f.select();b.textContent='Press Ctrl+C'}setTimeout(()=>{b.textContent='Copy'},2000)})}
const t=document.querySelector('[data-deadline]');if(t){const end=Date.parse(t.dataset.deadline);const tick=()=>{const s=Math.max(0,Math.round((end-Date.now())/1000));t.textContent=s>0?String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0'):'expired';if(s>0)setTimeout(tick,1000)};tick()}`;

/** The script's hash, which the page's Content-Security-Policy allows and nothing else. */
export const PAY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAY_SCRIPT).digest('base64')}'`;
