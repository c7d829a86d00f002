import { attr } from '../core/attrs';
import { event } from '../core/events';

export const mapAttributes = {
  address: attr.string('The place to show, as you would type it into Google Maps.', ''),
  lat: attr.string('Latitude (-90 to 90); with `lng`, used instead of the address.', ''),
  lng: attr.string('Longitude (-180 to 180).', ''),
  zoom: attr.number('Zoom, from 1 (the world) to 21 (a building).', 14, { int: true, min: 1, max: 21 }),
  src: attr.string('An embed address of your own (another provider, a map page), absolute http(s); replaces the Google Maps embed built from the place.', ''),
  label: attr.string('The map\'s accessible name (the frame\'s title).', 'Map'),
};

export const mapEvents = {
  'x-map-load': event<{ src: string }>('The map\'s frame loaded (after consent, where the consent blocker holds it).'),
};
