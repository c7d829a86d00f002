// x-map while the consent blocker holds the map back.
import { uiStrings } from '../core/page-settings';

export const mapStrings = uiStrings({ allow_map: 'Allow {category} cookies to show the map' });
