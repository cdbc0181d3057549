// The same FAQ screen as /faqs (spec 2), its canonical address.
export { default, headers, loader, meta } from './faqs';
