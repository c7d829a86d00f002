/**
 * @tag x-split-test
 * @summary A split test's subject (SPEC sections 3, 7.4 and 7.6): around the content the server chose for this visitor. After the page settings' `ab_bounce_rate` seconds it records `read_page` (the visitor did not bounce); with `goal` it is its own goal too. On a page a cache plugin serves to everyone alike it has no `subject`: it asks the server which one this visitor sees and puts that subject's content (sanitised) in place of its own, and once every lookup on the page is done `document.body` hears `x-split-test-ready`. The host carries `data-subject` once its subject is known. Records go once per visitor to the ajax endpoint (a cookie per test, type and subject for 365 days), and never in a builder preview, with split testing off, or before analytics consent where the consent manager runs.
 *
 * @slot - The subject's content, or, while it is looked up, a placeholder (the original content is a good one).
 */
import { cssOf, defineElement } from '../core';
import * as styles from './split-test.css';
import { splitTestAttributes } from './schema';
import { SplitTest } from './split-test';

export const XSplitTest = defineElement('x-split-test', SplitTest, {
  attributes: splitTestAttributes,
  styles: cssOf(styles),
});
