import { attr } from '../core/attrs';
import { event } from '../core/events';
import type { RecordType } from '../services/split-tests';

export const splitTestAttributes = {
  test: attr.id('The test\'s id, as the page settings\' `ab_tests` give it (`test_id`): every record names it. Required.'),
  post: attr.id('The post the test belongs to (`post_id` in `ab_tests`), sent when the subject is looked up; the test\'s id when missing.'),
  subject: attr.id('The subject the server chose for this visitor. Leave it out on a page a cache plugin serves to everyone alike (the settings\' `is_cache_plugin_active`): the element then asks the server and puts the subject\'s content in place of its own (the placeholder).'),
  goal: attr.boolean('The subject is the goal too: it also records view, read, click and conversion goals, as `<x-split-goal>` does.', false),
};

export const splitTestEvents = {
  'x-split-test-subject': event<{ test: number; subject: number; lookedUp: boolean }>('The subject is known: from the attribute, or looked up from the server with its content now in place.'),
  'x-split-test-error': event<{ test: number; reason: string }>('The subject could not be looked up: the placeholder stays and nothing is recorded for the test.'),
  'x-split-test-record': event<{ type: RecordType; test: number; subject: number }>('A record was sent: `read_page` after the bounce-rate seconds, or a goal\'s with `goal`. Each is sent once per visitor (a cookie for 365 days).'),
  'x-split-test-ready': event<{ subjects: { test: number; subject: number | null }[] }>('Fired on `document.body` once every lookup on the page has finished (with the page builder\'s own `et_pb_ab_subject_ready`): the subjects\' content is in place and its elements upgrade.'),
};
