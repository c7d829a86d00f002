// Split tests as the reference site runs them (SPEC sections 3, 7.4, 7.6):
// the subjects of each test in SQLite, the stats records the elements send
// (ajax action x_ab_stats, checked against the A/B log nonce and the test's
// subjects), the subject lookup for a page a cache plugin serves (ajax action
// x_ab_subject: the visitor's subject from their cookie, else one at random),
// and a results page, /split-tests/, with each subject's counts and a chart
// of its conversion rate with a 95% interval. Pages and the chart are built
// as documents (linkedom), never from strings.
import { timingSafeEqual } from 'node:crypto';
import { DOMParser } from 'linkedom';
import { el, printPage } from './pages.mjs';
import { toHtml } from './html.mjs';
import { AB_LOG_ACTION, FRONTEND_ACTION, sign, verifyNonce } from './nonce.mjs';
import { sqlText } from './sql.mjs';

export const STATS_ACTION = 'x_ab_stats';
export const SUBJECT_ACTION = 'x_ab_subject';
export const RECORD_TYPES = ['read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short'];
const ID = /^\d{1,9}$/;

/** The reference site's test: post 100, two headlines for the garden club's sign-up. */
export const SEED_SUBJECTS = [
  [100, 0, 'Original', { heading: 'Join the garden club', text: 'Monthly visits, seed swaps and a newsletter about what to sow next.', cta: 'Join now' }],
  [100, 1, 'Challenger', { heading: 'Grow more with less work', text: 'Members share tools, tips and surplus seedlings every month.', cta: 'Start growing' }],
];

/** A subject's content, built as elements and stored as the HTML a page builder would keep. */
function subjectHtml({ heading, text, cta }) {
  const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
  const section = el(doc, 'section', { class: 'split-subject' }, el(doc, 'h3', {}, heading), el(doc, 'p', {}, text), el(doc, 'a', { class: 'button', href: '#join' }, cta));
  return toHtml(section);
}

export const SPLIT_MIGRATION = `CREATE TABLE split_subjects (
     post_id INTEGER NOT NULL,
     subject_id INTEGER NOT NULL,
     title TEXT NOT NULL,
     content TEXT NOT NULL,
     PRIMARY KEY (post_id, subject_id)
   );
   CREATE TABLE split_stats (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     test_id INTEGER NOT NULL,
     subject_id INTEGER NOT NULL,
     record_type TEXT NOT NULL CHECK (record_type IN (${RECORD_TYPES.map((t) => `'${t}'`).join(', ')})),
     ip TEXT,
     user_agent TEXT
   );
   CREATE INDEX split_stats_test ON split_stats (test_id, subject_id, record_type);
   ${SEED_SUBJECTS.map(([post, subject, title, parts]) => `INSERT INTO split_subjects (post_id, subject_id, title, content) VALUES (${post}, ${subject}, ${sqlText(title)}, ${sqlText(subjectHtml(parts))});`).join('\n   ')}`;

/**
 * Records count once per visitor, test and record type (the A/B log nonce is
 * public, so anyone may post records: one client posting 60 conversions is one
 * visitor's). Rows before this migration each stand for a visitor of their own.
 */
export const SPLIT_VISITOR_MIGRATION = `ALTER TABLE split_stats ADD COLUMN visitor TEXT;
   UPDATE split_stats SET visitor = 'legacy-' || id;
   CREATE UNIQUE INDEX split_stats_once ON split_stats (test_id, record_type, visitor);`;

export const VISITOR_COOKIE = 'x_ab_visitor';
/**
 * Who sent a record: the visitor key in the server's signed cookie, else
 * (a first record, or a client that drops cookies) a key derived from the
 * address and user agent, which the reply then keeps in that cookie, so a
 * visitor whose address changes stays one visitor and a client without
 * cookies cannot be a new one per request. Returns the key and the cookie to
 * set, if any.
 */
export function visitorOf(req, ip, ua) {
  const kept = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([a-f0-9]{32})\\.([a-f0-9]{32})(?:;|$)`).exec(req.headers.cookie ?? '');
  if (kept && timingSafeEqual(Buffer.from(sign(`visitor|${kept[1]}`)), Buffer.from(kept[2]))) return { visitor: kept[1], cookie: null };
  const visitor = sign(`address|${ip}|${ua}`);
  return { visitor, cookie: `${VISITOR_COOKIE}=${visitor}.${sign(`visitor|${visitor}`)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${365 * 86400}` };
}

/** The record in `stats_data_array`, or an error text. */
export function readStatsRecord(raw) {
  let record;
  try {
    record = JSON.parse(String(raw ?? ''));
  } catch {
    return { error: 'stats_data_array must be JSON' };
  }
  if (!record || typeof record !== 'object' || Array.isArray(record)) return { error: 'stats_data_array must be an object' };
  const { test_id: test, subject_id: subject, record_type: type } = record;
  // Judged as written, not after String(): `100.0`, `1e2` and `1E2` are numbers
  // equal to 100 but not ids. Outside its strings, the JSON may hold nothing
  // but punctuation and digits (no fraction, exponent or sign anywhere).
  const outsideStrings = String(raw).replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const isId = (v) => (typeof v === 'string' && ID.test(v)) || (typeof v === 'number' && Number.isSafeInteger(v) && ID.test(String(v)) && /^[\s{}:,"\d]*$/.test(outsideStrings));
  if (!isId(test) || !isId(subject)) return { error: 'test_id and subject_id must be ids (whole numbers)' };
  if (!RECORD_TYPES.includes(type)) return { error: `record_type must be one of ${RECORD_TYPES.join(', ')}` };
  return { record: { test: Number(test), subject: Number(subject), type } };
}

/** The 95% Wilson score interval of a rate of `hits` in `n` (hits capped at n). */
export function wilson(hits, n, z = 1.96) {
  if (n <= 0) return null;
  const p = Math.min(hits, n) / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A subject's first heading, as text (its stored HTML parsed, never printed as HTML). */
function headlineOf(content) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${content ?? ''}</body></html>`, 'text/html');
  return doc.querySelector('h1, h2, h3, h4, h5, h6')?.textContent.trim() ?? '';
}

/** What each record counts, for the results page's columns (the record's own name under it). */
const RECORD_LABELS = {
  read_page: 'Stayed on the page', read_goal: 'Read the goal', view_goal: 'Saw the goal',
  click_goal: 'Clicked the goal', con_goal: 'Converted', con_short: 'Converted (shortcode)',
};
/** The demo's tests, named for a visitor (a page builder names them in its editor). */
const TEST_NAMES = { 100: 'The membership headline on the home page' };

/**
 * Per test and subject: every record type's count (each visitor once), and
 * conversions per page read: visitors with a conversion (con_goal or
 * con_short) whose page read is recorded too, so the rate cannot exceed what
 * the records allow (at most 100%, and a conversion without a read adds nothing).
 */
export function splitResults(db) {
  const subjects = db.prepare('SELECT post_id, subject_id, title, content FROM split_subjects ORDER BY post_id, subject_id').all();
  const counts = db.prepare('SELECT test_id, subject_id, record_type, COUNT(DISTINCT visitor) AS n FROM split_stats GROUP BY test_id, subject_id, record_type').all();
  const converted = db.prepare(`SELECT c.test_id, c.subject_id, COUNT(DISTINCT c.visitor) AS n FROM split_stats c
    JOIN split_stats r ON r.test_id = c.test_id AND r.subject_id = c.subject_id AND r.visitor = c.visitor AND r.record_type = 'read_page'
    WHERE c.record_type IN ('con_goal', 'con_short') GROUP BY c.test_id, c.subject_id`).all();
  const tests = new Map();
  for (const s of subjects) {
    if (!tests.has(s.post_id)) tests.set(s.post_id, []);
    tests.get(s.post_id).push({ subject: s.subject_id, title: s.title, headline: headlineOf(s.content), counts: Object.fromEntries(RECORD_TYPES.map((t) => [t, 0])), converted: 0 });
  }
  const rowOf = (c) => tests.get(c.test_id)?.find((s) => s.subject === c.subject_id);
  for (const c of counts) {
    const row = rowOf(c);
    if (row) row.counts[c.record_type] = c.n;
  }
  for (const c of converted) {
    const row = rowOf(c);
    if (row) row.converted = c.n;
  }
  for (const rows of tests.values()) {
    for (const row of rows) row.conversion = wilson(row.converted, row.counts.read_page);
  }
  return tests;
}

const SVG = 'http://www.w3.org/2000/svg';
const svg = (doc, tag, attrs = {}, ...children) => {
  const node = doc.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
};
const percent = (x) => `${(x * 100).toFixed(1)}%`;

/** A horizontal bar per subject: its conversion rate, the interval as a whisker. */
function chart(doc, test, rows) {
  const width = 480;
  const left = 110;
  const barH = 22;
  const gap = 14;
  const height = rows.length * (barH + gap) + 24;
  const x = (v) => left + v * (width - left - 20);
  const figure = svg(doc, 'svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-labelledby': `chart-${test}-title`, class: 'split-chart' },
    svg(doc, 'title', { id: `chart-${test}-title` }, `Conversion rate per subject, test ${test}, with 95% intervals`));
  rows.forEach((row, i) => {
    const y = 8 + i * (barH + gap);
    const c = row.conversion;
    const g = svg(doc, 'g', { 'data-subject': row.subject },
      svg(doc, 'text', { x: 0, y: y + barH * 0.7, 'font-size': 13 }, row.title));
    if (c) {
      g.append(
        svg(doc, 'rect', { x: left, y, width: (x(c.rate) - left).toFixed(1), height: barH, fill: '#2f7d4f', 'data-rate': c.rate.toFixed(4) }),
        svg(doc, 'line', { x1: x(c.low).toFixed(1), x2: x(c.high).toFixed(1), y1: y + barH / 2, y2: y + barH / 2, stroke: '#111', 'stroke-width': 2, 'data-low': c.low.toFixed(4), 'data-high': c.high.toFixed(4) }),
        svg(doc, 'text', { x: Math.min(x(c.high) + 6, width - 60).toFixed(1), y: y + barH * 0.7, 'font-size': 12 }, percent(c.rate)));
    } else g.append(svg(doc, 'text', { x: left, y: y + barH * 0.7, 'font-size': 12 }, 'no page reads yet'));
    figure.append(g);
  });
  figure.append(svg(doc, 'line', { x1: left, x2: left, y1: 0, y2: height - 16, stroke: '#888' }),
    svg(doc, 'text', { x: left, y: height - 2, 'font-size': 11 }, '0%'), svg(doc, 'text', { x: x(1) - 24, y: height - 2, 'font-size': 11 }, '100%'));
  return figure;
}

function resultsPage(db) {
  const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
  const main = [el(doc, 'p', {}, 'Half the visitors see one version of a part of a page, half the other. For each version: how many visitors stayed past the bounce time, saw, read and clicked the goal, and converted, each visitor counted once; and the conversion rate (conversions per visitor who stayed), with a 95% Wilson interval. A conversion counts only from a visitor whose stay is recorded.')];
  for (const [test, rows] of splitResults(db)) {
    const head = el(doc, 'tr', {}, el(doc, 'th', { scope: 'col' }, 'Version'),
      ...RECORD_TYPES.map((t) => el(doc, 'th', { scope: 'col' }, RECORD_LABELS[t] ?? t, el(doc, 'br'), el(doc, 'code', {}, t))),
      el(doc, 'th', { scope: 'col' }, 'Conversion rate (95% interval)'));
    const body = rows.map((row) => el(doc, 'tr', { 'data-subject': row.subject },
      el(doc, 'th', { scope: 'row' }, `${row.title} (${row.subject})`, ...(row.headline ? [el(doc, 'br'), el(doc, 'span', { class: 'headline' }, `“${row.headline}”`)] : [])),
      ...RECORD_TYPES.map((t) => el(doc, 'td', { 'data-type': t }, String(row.counts[t]))),
      el(doc, 'td', { 'data-type': 'rate' }, row.conversion ? `${percent(row.conversion.rate)} (${percent(row.conversion.low)} to ${percent(row.conversion.high)})` : '–')));
    main.push(el(doc, 'section', { 'data-test': test },
      el(doc, 'h2', {}, TEST_NAMES[test] ? `${TEST_NAMES[test]} (test ${test})` : `Test ${test}`),
      el(doc, 'table', { class: 'split-results' }, el(doc, 'thead', {}, head), el(doc, 'tbody', {}, ...body)),
      chart(doc, test, rows)));
  }
  return printPage(doc, 'Split test results', main, { site: true });
}

/** The ajax actions (see ajax.mjs) and the results page. */
export function splitTestActions(db) {
  // Once per visitor, test and record type: a repeat is a no-op, answered as a success.
  const insert = db.prepare('INSERT OR IGNORE INTO split_stats (test_id, subject_id, record_type, ip, user_agent, visitor) VALUES (?, ?, ?, ?, ?, ?)');
  const subjectRow = db.prepare('SELECT subject_id, content FROM split_subjects WHERE post_id = ? AND subject_id = ?');
  const subjectsOf = db.prepare('SELECT subject_id, content FROM split_subjects WHERE post_id = ? ORDER BY subject_id');
  return {
    [STATS_ACTION]: (form, req, { ip, ua }) => {
      if (!verifyNonce(form.get('et_ab_log_nonce'), AB_LOG_ACTION)) return [403, { error: 'This page has expired: reload it.' }];
      const { record, error } = readStatsRecord(form.get('stats_data_array'));
      if (error) return [400, { error }];
      if (!subjectRow.get(record.test, record.subject)) return [400, { error: `test ${record.test} has no subject ${record.subject}` }];
      const { visitor, cookie } = visitorOf(req, ip, ua);
      insert.run(record.test, record.subject, record.type, ip, ua, visitor);
      return [200, { success: true }, cookie ? { 'set-cookie': cookie } : {}];
    },
    [SUBJECT_ACTION]: (form, req) => {
      if (!verifyNonce(form.get('et_frontend_nonce'), FRONTEND_ACTION)) return [403, { error: 'This page has expired: reload it.' }];
      const post = String(form.get('et_pb_ab_test_id') ?? '');
      if (!ID.test(post)) return [400, { error: 'et_pb_ab_test_id must be an id (a whole number)' }];
      const all = subjectsOf.all(Number(post));
      if (!all.length) return [404, { error: `no split test on post ${post}` }];
      // The visitor keeps the subject they were shown (the element's cookie).
      const kept = new RegExp(`(?:^|;\\s*)x_ab_subject_${post}=(\\d{1,9})(?:;|$)`).exec(req.headers.cookie ?? '');
      const chosen = (kept && all.find((s) => s.subject_id === Number(kept[1]))) || all[Math.floor(Math.random() * all.length)];
      return [200, { id: chosen.subject_id, content: chosen.content }];
    },
  };
}

export function splitResultsRoute(db) {
  return async function handle(req, res, url) {
    if (url.pathname !== '/split-tests/') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { allow: 'GET, HEAD' }).end('Method not allowed'), true;
    const html = Buffer.from(resultsPage(db));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  };
}
