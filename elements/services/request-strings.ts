// What a failed request tells the visitor (beyond the spec): the input is kept, and it says so.
import { uiStrings } from '../core/page-settings';

export const requestStrings = uiStrings({
  network_error: 'We could not reach the server. Nothing you typed is lost: check your connection and try again.',
  timeout_error: 'The server took too long to answer. Nothing you typed is lost: please try again.',
  server_error: 'The server had a problem (%d). Nothing you typed is lost: please try again in a moment.',
  reply_error: 'The server sent a reply that could not be read. Nothing you typed is lost: please try again.',
});
