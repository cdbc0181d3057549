/**
 * The field a page's script adds to a form it posts through a fetcher, so the route's action
 * answers the page (with what changed) instead of redirecting as it does a form posted without
 * scripts.
 */
export const ANSWER_FIELD = 'answer';
export const ANSWER_THE_PAGE = 'page';

/**
 * Whether a posted form came from the page's script, which follows the action's answer itself.
 *
 * @param form - the posted form
 */
export const answersThePage = (form: FormData): boolean =>
  form.get(ANSWER_FIELD) === ANSWER_THE_PAGE;
