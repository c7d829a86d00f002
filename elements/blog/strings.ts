// Ajax pagination's failures: the content stays as it was.
import { uiStrings } from '../core/page-settings';

export const blogStrings = uiStrings({
  page_load_error: 'The next page could not be loaded: check your connection and try again.',
  page_server_error: 'The next page could not be loaded (%d). Please try again in a moment.',
});
