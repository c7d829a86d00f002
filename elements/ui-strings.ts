/**
 * Every UI string an element may show, with its English default: each owner
 * declares its own (`uiStrings` in its strings file); this list gathers them
 * for what needs all at once (the WordPress plugin's translations are checked
 * against it, the XSS harness sets each one hostile). Not imported by any
 * element. `ui-strings.test.ts` fails when an owner is missing here.
 */
import { pagingStrings, slideStrings } from './behaviours/strings';
import { blogStrings } from './blog/strings';
import { carouselUiStrings } from './carousel/strings';
import { formStrings } from './forms/strings';
import { mapStrings } from './map/strings';
import { embedStrings } from './media-player/strings';
import { requestStrings } from './services/request-strings';

export const UI_STRINGS = {
  ...slideStrings.defaults, ...pagingStrings.defaults, ...blogStrings.defaults, ...carouselUiStrings.defaults,
  ...formStrings.defaults, ...mapStrings.defaults, ...embedStrings.defaults, ...requestStrings.defaults,
} as const;
