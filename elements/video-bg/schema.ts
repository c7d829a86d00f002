import { attr } from '../core/attrs';
import { event } from '../core/events';

export const videoBgAttributes = {
  'play-outside': attr.boolean('Keep playing outside the viewport (by default the video plays only while any of the section is in view).'),
  'label-pause': attr.string('The pause button\'s label.', 'Pause the background video'),
  'label-play': attr.string('The play button\'s label.', 'Play the background video'),
};

export const videoBgEvents = {
  'x-video-bg-play': event<{ reason: 'view' | 'visitor' }>('The video started: it came into view (`view`) or the visitor pressed play (`visitor`).'),
  'x-video-bg-pause': event<{ reason: 'view' | 'visitor' }>('The video paused: it left the view (`view`) or the visitor pressed pause (`visitor`).'),
};
