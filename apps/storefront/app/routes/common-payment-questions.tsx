// The same FAQ screen as /faqs, its canonical address.
export { default, headers, loader, meta, middleware } from './faqs';
