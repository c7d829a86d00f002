import { event } from '../core/events';

export const multiViewAttributes = {};

export const multiViewEvents = {
  'x-multi-view-change': event<{ device: 'desktop' | 'tablet' | 'phone'; hovered: boolean }>('The context changed (the device by width, or hover): every element with a schema now shows its view.'),
};
