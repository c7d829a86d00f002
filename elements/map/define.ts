/**
 * @tag x-map
 * @summary A map (Google Maps' embed for an `address`, or `lat` and `lng`, at a `zoom`; or an embed address of your own in `src`) in a box of a fixed height, its content (the address, a directions link) shown until the map replaces it. The map's frame is made once the box is a screen or less from view, above or below (a frame costs a browsing context even when it loads lazily); the allow button below comes with it. Under the consent blocker the map is an embed of a blocked provider (Google Maps: functional): no request to the provider before consent; the box shows its content and a button that allows the category (through `<x-consent>` when the page has it); the map once allowed.
 *
 * @csspart consent - The box while consent holds the map: the content and the allow button.
 * @csspart allow - The button that allows the map's category.
 *
 * @slot - The fallback: the address and a link, shown before upgrade, until the box comes within a screen of view, and when no place is given.
 *
 * @csspart frame - The map's frame.
 *
 * @cssprop --x-map-height - The box's height (440px).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './map.css';
import { mapAttributes } from './schema';
import { MapFrame } from './map';

export const XMap = defineElement('x-map', MapFrame, {
  attributes: mapAttributes,
  styles: cssOf(theme, styles),
});
