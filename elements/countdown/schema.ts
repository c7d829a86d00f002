import { attr } from '../core/attrs';
import { event } from '../core/events';

export const countdownAttributes = {
  end: attr.dateTime('When the countdown reaches zero: an ISO 8601 date-time with its UTC offset, e.g. `2026-12-31T23:59:00+01:00`.'),
  'label-days': attr.string('Label under the days.', 'Day(s)'),
  'label-hours': attr.string('Label under the hours.', 'Hour(s)'),
  'label-minutes': attr.string('Label under the minutes.', 'Minute(s)'),
  'label-seconds': attr.string('Label under the seconds.', 'Second(s)'),
};

export const countdownEvents = {
  'x-countdown-end': event<{ end: Date }>('Fired once when the countdown reaches zero (also when the end is already past on load).'),
};
