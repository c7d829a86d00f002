// Where the time of a page load goes, from a Chromium trace of the renderer's
// main thread, from navigation to "all ready" (as the load bench judges it):
// script evaluation per chunk, our mount slices, style and layout, parsing,
// garbage collection, and the idle gaps between tasks. `node
// tests/bench/trace.mjs [path] [--cpu 4] [--runs 3]` after `npm run build`.
// Loads run in the bench's quiet Chromium (quiet-chromium.mjs): no Runtime
// domain, and the features the bench turns off stay off.
import { startServer } from '../e2e/browser.mjs';
import { launchQuietChromium, quietLoad } from './quiet-chromium.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];

/** What a task's time is spent on, by the trace event names Chromium uses. */
function kindOf(e, chunkName) {
  const url = e.args?.data?.url ?? e.args?.fileName ?? '';
  switch (e.name) {
    case 'v8.evaluateModule':
    case 'v8.compileModule':
      return 'evaluate modules (runtime, element chunks; defines and upgrades)';
    case 'EvaluateScript':
    case 'v8.compile':
      return `evaluate ${chunkName(url)}`;
    case 'RunPostTaskCallback':
      return 'mount pump (scheduler tasks)';
    case 'FireIdleCallback':
      return 'idle callbacks (idle mounts)';
    case 'TimerFire':
      return 'timers (mount slices, the bench polling)';
    case 'FunctionCall':
      return 'other callbacks (observers, messages, events)';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
    case 'CompositeLayers':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    default:
      return null;
  }
}

/** Short names: the runtime chunk, an element's entry, the autoloader, the page itself. */
function chunkName(url) {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  if (!path) return '(inline)';
  if (/\/chunks\/runtime-/.test(path)) return 'runtime chunk';
  if (/\/x-elements\.js$/.test(path)) return 'autoloader';
  const element = /\/dist\/(x-[a-z-]+)\.js$/.exec(path) ?? /\/elements\/(x-[a-z-]+)\.js$/.exec(path);
  if (element) return 'element entries';
  if (/\/chunks\//.test(path)) return 'shared chunks';
  return path.split('/').pop();
}

/**
 * Reads a trace: the main thread's top-level tasks between navigation and
 * `endMs` (ms since navigation); each task's time goes to the first kind found
 * among its descendants, the rest of it to "other"; gaps are idle. The main
 * thread is the one that parsed `url` (other renderers run in the same trace:
 * the last page's, or a browser page of Chromium's own), both addresses
 * compared as parsed (a page reached by a redirect is not found).
 */
export function breakdown(events, endMs, url) {
  const href = (u) => URL.parse(u)?.href ?? u;
  const main = events.find((e) => e.name === 'ParseHTML' && href(e.args?.beginData?.url ?? '') === href(url));
  if (!main) throw new Error(`no main thread parsed ${url} in the trace (redirected?)`);
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const nav = events.find((e) => e.pid === main.pid && (e.name === 'navigationStart' || e.name === 'markAsMainFrame' || e.name === 'ResourceSendRequest'));
  const t0 = nav?.ts ?? on[0].ts;
  const end = t0 + endMs * 1000;
  const tasks = on.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= t0 && e.ts < end);
  const totals = new Map();
  const add = (k, us) => totals.set(k, (totals.get(k) ?? 0) + us);
  let busy = 0;
  let longest = 0;
  let i = 0;
  for (const task of tasks) {
    busy += task.dur;
    longest = Math.max(longest, task.dur);
    const inside = [];
    while (i < on.length && on[i].ts < task.ts) i++;
    for (let j = i; j < on.length && on[j].ts < task.ts + task.dur; j++) if (on[j] !== task) inside.push(on[j]);
    // Time of each event not inside a counted ancestor, by the outermost kind that names it.
    let counted = 0;
    let coverEnd = -1;
    for (const e of inside) {
      if (e.ts < coverEnd) continue;
      const kind = kindOf(e, chunkName);
      if (!kind) continue;
      add(kind, e.dur);
      counted += e.dur;
      coverEnd = e.ts + e.dur;
    }
    add('other (task overhead, unnamed work)', Math.max(0, task.dur - counted));
  }
  const ms = (us) => Math.round(us / 100) / 10;
  const rows = [...totals].sort((a, b) => b[1] - a[1]).map(([kind, us]) => ({ kind, ms: ms(us) }));
  return { wall: endMs, busy: ms(busy), idle: Math.round(endMs - busy / 1000), tasks: tasks.length, longest: ms(longest), rows };
}

/** Loads `url` in a fresh context of the quiet Chromium with tracing on (and the CPU slowed `cpu` times); returns the trace's breakdown until `ready` resolves. */
export async function traceLoad(browser, url, ready, { cpu = 1 } = {}) {
  const { traceEvents, ...times } = await quietLoad(browser, url, ready, { cpu, trace: CATEGORIES });
  return { times, ...breakdown(traceEvents, times.all, url) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name, def) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : def);
  const path = args.find((a) => a.startsWith('/')) ?? '/stress.html';
  const { ready } = await import('./load.bench.mjs');
  const server = await startServer();
  const browser = await launchQuietChromium();
  try {
    const runs = [];
    for (let r = 0; r < opt('--runs', 1); r++) runs.push(await traceLoad(browser, `${server.url}${path}`, ready, { cpu: opt('--cpu', 1) }));
    const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const kinds = [...new Set(runs.flatMap((r) => r.rows.map((x) => x.kind)))];
    console.log(`\n${path} (cpu ×${opt('--cpu', 1)}, medians of ${runs.length}): first viewport ${Math.round(med(runs.map((r) => r.times.firstViewport)))} ms, all ${Math.round(med(runs.map((r) => r.wall)))} ms; main thread busy ${med(runs.map((r) => r.busy))} ms in ${med(runs.map((r) => r.tasks))} tasks, longest ${med(runs.map((r) => r.longest))} ms, idle ${med(runs.map((r) => r.idle))} ms`);
    const rows = kinds.map((kind) => ({ kind, ms: med(runs.map((r) => r.rows.find((x) => x.kind === kind)?.ms ?? 0)) })).sort((a, b) => b.ms - a.ms);
    for (const row of rows) console.log(`| ${row.kind} | ${row.ms} |`);
  } finally {
    await browser.close();
    await server.close();
  }
}
