/**
 * Split-test tracking (SPEC sections 3, 7.4, 7.6 and 9), shared by
 * <x-split-test> (the subject a visitor is shown) and <x-split-goal> (what
 * counts as success). A record is `{ test_id, subject_id, record_type }`,
 * sent once per visitor: a flag per test and type for this page view, and a
 * cookie for 365 days once the server has answered (the upstream names, so
 * a WordPress backend reads them). Nothing is sent in a builder preview,
 * when the settings say split testing is off, or, on a page that runs the
 * consent manager, before analytics consent.
 */
import * as z from 'zod/mini';
import { settingsFields, trackingEnabled } from '../core';
import { field, flag } from '../core/validate';
import { consentManaged, whenGranted } from './consent';
import { readCookie, writeCookie } from './cookies';
import { ajaxActions, ajaxSettings, send } from './requests';

const abTest = z.object({ post_id: z.coerce.number(), test_id: z.coerce.number() });
const number = (def: number) => field(z.coerce.number(), def, 'a number');
const text = field(z.string(), '', 'text');
/** The split tests' page settings (SPEC section 3), upstream's names. */
export const splitTestSettings = settingsFields({
  page_id: number(0),
  ab_log_nonce: text,
  ab_tests: field(z.array(abTest), [], 'a list of { post_id, test_id }'),
  ab_bounce_rate: number(5),
  is_ab_testing_active: flag(),
  is_cache_plugin_active: flag(),
  is_shortcode_tracking: flag(),
});
const actions = ajaxActions({ ab_stats: 'x_ab_stats', ab_subject: 'x_ab_subject' });
/** Whether a caching plugin serves the page, so the subject is asked of the server (SPEC section 7.4). */
export const pageIsCached = (): boolean => splitTestSettings().is_cache_plugin_active;

export const RECORD_TYPES = ['read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** A/B cookies last 365 days; the shop log is removed by setting 0 (SPEC section 9). */
export const AB_COOKIE_DAYS = 365;
/** read_goal: 3 seconds after the goal is visible (SPEC sections 7.4 and 9). */
export const READ_GOAL_MS = 3000;
/** Bounce rate seconds times 1000 (SPEC section 9). */
export const bounceDelayMs = () => Math.max(0, splitTestSettings().ab_bounce_rate) * 1000;
/** The consent category split-test cookies and records need where a consent manager runs. */
export const TRACKING_CATEGORY = 'analytics';
const REQUEST_MS = 10_000;

/** The upstream record cookie: `et_pb_ab_{type}_{page}{test}{subject}`, the subject left out for click_goal and con_short. */
export function recordCookieName(type: RecordType, pageId: number, testId: number, subjectId: number): string {
  const subject = type === 'click_goal' || type === 'con_short' ? '' : String(subjectId);
  return `et_pb_ab_${type}_${pageId}${testId}${subject}`;
}
/** The subject a visitor was shown, kept so goals on other pages (a thank-you page) can name it. */
export const subjectCookieName = (testId: number) => `x_ab_subject_${testId}`;

/** The stats request's body (SPEC section 7.4): the record as a JSON string, and the A/B log nonce. */
export function statsBody(type: RecordType, testId: number, subjectId: number): URLSearchParams {
  return new URLSearchParams({
    action: actions().ab_stats,
    stats_data_array: JSON.stringify({ test_id: String(testId), subject_id: String(subjectId), record_type: type }),
    et_ab_log_nonce: splitTestSettings().ab_log_nonce,
  });
}

// -- Subjects: which one this visitor sees, per test ------------------------

const subjects = new Map<number, { promise: Promise<number | null>; resolve: (id: number | null) => void; settled: boolean }>();

function entry(testId: number) {
  let e = subjects.get(testId);
  if (!e) {
    let resolve!: (id: number | null) => void;
    const promise = new Promise<number | null>((r) => (resolve = r));
    e = { promise, resolve: (id) => { e!.settled = true; resolve(id); }, settled: false };
    subjects.set(testId, e);
  }
  return e;
}

/** An <x-split-test> says which subject it shows (null: none, its lookup failed). */
export function setSubject(testId: number, subjectId: number | null): void {
  const e = subjects.get(testId);
  if (e && !e.settled) e.resolve(subjectId);
  else {
    subjects.delete(testId);
    entry(testId).resolve(subjectId);
  }
}

/**
 * The subject of a test for a record: the one an <x-split-test> on this page
 * shows (waiting for its lookup), else the one this visitor was shown before
 * (its cookie), else none.
 */
export function subjectOf(testId: number): Promise<number | null> {
  if (subjects.has(testId) || document.querySelector(`x-split-test[test="${testId}"]`)) return entry(testId).promise;
  const kept = Number(readCookie(subjectCookieName(testId)) ?? NaN);
  return Promise.resolve(Number.isInteger(kept) && kept >= 0 ? kept : null);
}

// -- Records -----------------------------------------------------------------

const flags = new Set<string>();

function consent(): Promise<void> {
  // Where the page runs a consent manager, tracking waits for analytics consent.
  return consentManaged() ? new Promise((resolve) => whenGranted(TRACKING_CATEGORY, resolve)) : Promise.resolve();
}

/** Whether split tests are tracked on this page at all. */
export const trackingOn = (): boolean => trackingEnabled() && splitTestSettings().is_ab_testing_active;

export type RecordOutcome = 'sent' | 'recorded-before' | 'off' | 'no-subject' | 'failed';

/**
 * Sends one record unless this visitor has it already (the page view's flag,
 * then the cookie). The cookie is set once the server answers, whatever it
 * says (the response is ignored, SPEC section 7.4); a request that never
 * reaches it is tried again on a later visit. `pageId`: the page the test
 * ran on, for a conversion logged elsewhere. keepalive: a click goal is
 * often a link that leaves the page.
 */
export async function sendRecord(type: RecordType, testId: number, given?: number | null, pageId?: number): Promise<{ outcome: RecordOutcome; subject: number | null }> {
  if (!trackingOn()) return { outcome: 'off', subject: null };
  const subject = given ?? (await subjectOf(testId));
  if (subject === null) return { outcome: 'no-subject', subject };
  const flag = `${type}|${testId}`;
  if (flags.has(flag)) return { outcome: 'recorded-before', subject };
  flags.add(flag);
  await consent();
  // A conversion logged on another page counts for the page the test ran on.
  const cookie = recordCookieName(type, pageId ?? splitTestSettings().page_id, testId, subject);
  if (readCookie(cookie) !== null) return { outcome: 'recorded-before', subject };
  const outcome = await send(ajaxSettings().ajaxurl, { method: 'POST', body: statsBody(type, testId, subject), keepalive: true }, { timeoutMs: REQUEST_MS });
  if (outcome.kind !== 'reply') {
    flags.delete(flag);
    return { outcome: 'failed', subject };
  }
  writeCookie(cookie, 'true', AB_COOKIE_DAYS);
  writeCookie(subjectCookieName(testId), String(subject), AB_COOKIE_DAYS);
  return { outcome: 'sent', subject };
}

// -- Conversions on another page: the shop log and shortcode tracking (SPEC section 9, E8) --

/** The shop log: which test's goal sent the visitor to the cart, read on the order-received page. */
export const SHOP_LOG_COOKIE = 'et_pb_ab_shop_log';
/** Shortcode tracking: a test's subject, kept for its thank-you page (`is_shortcode_tracking`). */
export const shortcodeTrackCookieName = (testId: number) => `et_pb_ab_shortcode_track_${testId}`;

/** A log: `{page}_{subject}_{test}`, the upstream form, readable by a WordPress backend. */
export type ConversionLog = { page: number; subject: number; test: number };
const logValue = (subject: number, testId: number) => `${splitTestSettings().page_id}_${subject}_${testId}`;

/** A product goal's add-to-cart: remembers `{page}_{subject}_{test}` until the order is received. */
export async function keepShopLog(testId: number): Promise<boolean> {
  if (!trackingOn()) return false;
  const subject = await subjectOf(testId);
  if (subject === null) return false;
  await consent();
  writeCookie(SHOP_LOG_COOKIE, logValue(subject, testId), AB_COOKIE_DAYS);
  return true;
}

/**
 * The test page, where the settings turn shortcode tracking on
 * (`is_shortcode_tracking`): keeps the subject shown for the test's
 * thank-you page (its `<x-split-goal visit>`), unless this visitor's
 * con_short is recorded already.
 */
export async function keepShortcodeTrack(testId: number, subject: number): Promise<boolean> {
  const s = splitTestSettings();
  if (!trackingOn() || !s.is_shortcode_tracking) return false;
  await consent();
  if (readCookie(recordCookieName('con_short', s.page_id, testId, subject)) !== null) return false;
  writeCookie(shortcodeTrackCookieName(testId), logValue(subject, testId), AB_COOKIE_DAYS);
  return true;
}

/** Reads a log cookie; a malformed one is removed (0 days, SPEC section 9) and reads as none. */
function readLog(name: string): ConversionLog | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  const m = /^(\d{1,15})_(\d{1,15})_(\d{1,15})$/.exec(raw);
  if (!m) writeCookie(name, '', 0);
  return m ? { page: Number(m[1]), subject: Number(m[2]), test: Number(m[3]) } : null;
}
/** On the order-received page: the shop log's test and subject. */
export const readShopLog = (): ConversionLog | null => readLog(SHOP_LOG_COOKIE);
/** On a test's thank-you page: the subject its test page kept for it. */
export function readShortcodeTrack(testId: number): ConversionLog | null {
  const log = readLog(shortcodeTrackCookieName(testId));
  return log && log.test === testId ? log : null;
}

/**
 * Sends a log's conversion and removes its cookie (0 days, SPEC section 9)
 * once the server has it or had it before; a request that failed leaves the
 * log for the next visit, so no conversion is lost to a bad connection.
 */
export async function sendLogged(type: 'con_goal' | 'con_short', cookie: string, log: ConversionLog): Promise<RecordOutcome> {
  const { outcome } = await sendRecord(type, log.test, log.subject, log.page);
  if (outcome === 'sent' || outcome === 'recorded-before') writeCookie(cookie, '', 0);
  return outcome;
}

// -- The cache-plugin path (SPEC section 7.6) --------------------------------

const subjectReply = z.object({ id: z.coerce.number().check(z.int(), z.gte(0)), content: z.string().check(z.maxLength(1_000_000)) });

export type SubjectLookup = { kind: 'subject'; id: number; content: string } | { kind: 'failed'; reason: string };

/** Reads a subject reply: `{ id, content }`, or WordPress's `{ success, data: { id, content } }`. */
export function readSubjectReply(text: string): SubjectLookup {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'failed', reason: 'the reply is not JSON' };
  }
  const data = json && typeof json === 'object' && 'data' in json && !('id' in json) ? (json as { data: unknown }).data : json;
  const parsed = subjectReply.safeParse(data);
  return parsed.success ? { kind: 'subject', ...parsed.data } : { kind: 'failed', reason: 'the reply is not { id, content }' };
}

/** Asks the server which subject this visitor sees, for a page a cache plugin serves to everyone alike. */
export async function lookUpSubject(postId: number): Promise<SubjectLookup> {
  const { ajaxurl, frontend_nonce } = ajaxSettings();
  const body = new URLSearchParams({ action: actions().ab_subject, et_frontend_nonce: frontend_nonce, et_pb_ab_test_id: String(postId) });
  const outcome = await send(ajaxurl, { method: 'POST', body }, { timeoutMs: REQUEST_MS, html: true });
  if (outcome.kind === 'timeout') return { kind: 'failed', reason: 'the server took too long' };
  if (outcome.kind === 'network') return { kind: 'failed', reason: 'the server could not be reached' };
  if (!outcome.ok) return { kind: 'failed', reason: `the server answered ${outcome.status}` };
  return readSubjectReply(outcome.text);
}

/** Test hook: forget this page view's flags and subjects. */
export function resetSplitTracking(): void {
  flags.clear();
  subjects.clear();
}
