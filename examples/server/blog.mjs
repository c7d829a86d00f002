// The blog as a WordPress site with the page builder serves it (SPEC
// sections 2, 7.8 and 8), from SQLite: /blog/ and /blog/page/<n>/ list the
// posts 4 to a page in the blog module (`<x-blog class="et_pb_blog_0">`),
// with the module's pagination; ?s=<words> searches titles and text (the
// search endpoint, paginated the same way); /blog/<slug>/ is one post. A
// page past the last answers 404 with the not-found body inside the module,
// as the builder's 404 template does. In a block layout preview the module
// asks for its pages by POST with the layout's content (accepted here, and
// otherwise answered as the GET). Pages are built as documents (linkedom),
// never from strings, then printed through the examples' template.
import { DOMParser } from 'linkedom';
import { el, printPage } from './pages.mjs';
import { sqlText } from './sql.mjs';
import { HttpError, readForm, sameOrigin } from './http.mjs';

export const PER_PAGE = 4;
const MAX_QUERY = 100;
const MAX_LAYOUT = 262144;

/** The posts the reference site starts with (the migration inserts them). */
export const SEED_POSTS = [
  ['rose-arch', 'Raising a rose arch', 'Four posts, two wires and patience: how the arch over the gate went up in a weekend.', '2026-10-30'],
  ['seed-swap', 'The autumn seed swap', 'Bring a packet, take a packet. Forty growers came, and the tomato table ran out first.', '2026-10-24'],
  ['herb-spiral', 'Building a herb spiral', 'Stone by stone, dry at the top and damp at the foot: thyme above, mint below.', '2026-10-17'],
  ['pond-dawn', 'The pond at dawn', 'Newts, a heron and a very surprised frog: what the trail camera saw in a week.', '2026-10-10'],
  ['tool-care', 'Tool care before winter', 'Clean, sharpen, oil. A blade looked after in November cuts cleanly in March.', '2026-10-03'],
  ['orchard', 'Orchard in bloom', 'Apple, pear and quince: the order they flower in, and why the bees do not mind.', '2026-09-26'],
  ['greenhouse', 'A greenhouse on a budget', 'Reclaimed windows and a timber frame: the costs, the mistakes, the first cucumbers.', '2026-09-19'],
  ['meadow', 'From lawn to meadow', 'Stop mowing, sow yellow rattle, wait a year. The meadow took its time and was worth it.', '2026-09-12'],
  ['harvest', 'Harvest table', 'Squash, beans and the last tomatoes, and a soup that uses all three.', '2026-09-05'],
  ['compost', 'Compost that works', 'Greens, browns and air: three bays and a fork turn kitchen scraps into soil.', '2026-08-29'],
  ['night-walk', 'A night walk in the garden', 'Moths, bats and evening primrose opening as you watch.', '2026-08-22'],
];

export const BLOG_MIGRATION = `CREATE TABLE posts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     slug TEXT NOT NULL UNIQUE,
     title TEXT NOT NULL,
     excerpt TEXT NOT NULL,
     published_on TEXT NOT NULL
   );
   CREATE INDEX posts_published ON posts (published_on);
   ${SEED_POSTS.map((row) => `INSERT INTO posts (slug, title, excerpt, published_on) VALUES (${row.map(sqlText).join(', ')});`).join('\n   ')}`;

/** A search's words as a LIKE pattern with its wildcards escaped. */
const likePattern = (q) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function queryPosts(db, q, page) {
  const where = q ? "WHERE title LIKE ? ESCAPE '\\' OR excerpt LIKE ? ESCAPE '\\'" : '';
  const args = q ? [likePattern(q), likePattern(q)] : [];
  const total = db.prepare(`SELECT COUNT(*) AS n FROM posts ${where}`).get(...args).n;
  const posts = db.prepare(`SELECT slug, title, excerpt, published_on FROM posts ${where} ORDER BY published_on DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, PER_PAGE, (page - 1) * PER_PAGE);
  return { total, posts };
}

/** The address of a listing page, keeping the search. */
function listingUrl(page, q) {
  const path = page > 1 ? `/blog/page/${page}/` : '/blog/';
  return q ? `${path}?${new URLSearchParams({ s: q })}` : path;
}

function card(doc, post) {
  const link = `/blog/${post.slug}/`;
  return el(doc, 'article', { class: 'post' },
    el(doc, 'h2', { class: 'entry-title' }, el(doc, 'a', { href: link }, post.title)),
    el(doc, 'p', { class: 'post-meta' }, el(doc, 'time', { datetime: post.published_on }, post.published_on)),
    el(doc, 'div', { class: 'post-content' }, el(doc, 'p', {}, post.excerpt), el(doc, 'a', { class: 'more-link', href: link }, 'Read more')));
}

function notFound(doc, q) {
  return el(doc, 'div', { class: 'entry not-found' },
    el(doc, 'h2', { class: 'not-found-title' }, 'No results found'),
    el(doc, 'p', {}, q ? `Nothing matches “${q}”. Try other words.` : 'The page you asked for could not be found.'));
}

/** The page builder's pagination: older entries (the next page) on the left, newer on the right. */
function pagination(doc, page, pages, q) {
  const nav = el(doc, 'nav', { class: 'pagination', 'aria-label': 'Posts' });
  if (page < pages) nav.append(el(doc, 'a', { class: 'older', href: listingUrl(page + 1, q) }, '« Older entries'));
  if (page > 1) nav.append(el(doc, 'a', { class: 'newer', href: listingUrl(Math.min(page - 1, pages), q) }, 'Newer entries »'));
  return nav;
}

function searchForm(doc, q) {
  return el(doc, 'form', { role: 'search', action: '/blog/', method: 'get', class: 'blog-search' },
    el(doc, 'label', { for: 'blog-s' }, 'Search the journal '),
    el(doc, 'input', { id: 'blog-s', type: 'search', name: 's', value: q, maxlength: MAX_QUERY }),
    el(doc, 'button', { type: 'submit' }, 'Search'));
}

export function blogRoutes(db) {
  return async function handle(req, res, url) {
    const listing = /^\/blog\/(?:page\/(\d{1,6})\/)?$/.exec(url.pathname);
    const single = /^\/blog\/([a-z0-9-]{1,80})\/$/.exec(url.pathname);
    if (!listing && !single) return false;
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      res.writeHead(405, { allow: 'GET, HEAD, POST' }).end('Method not allowed');
      return true;
    }
    if (req.method === 'POST') {
      // A block layout preview's request: the layout's content comes along
      // (read, bounded, then not needed here: the module is the same).
      const refuse = (status, message) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
      if (!sameOrigin(req)) return refuse(403, 'Posts come from this site only'), true;
      try {
        const form = await readForm(req, MAX_LAYOUT);
        if (typeof form.get('block_layout_content') !== 'string') throw new HttpError(400, 'a block layout preview posts block_layout_content');
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return refuse(error.status, error.message), true;
      }
    }
    const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
    let status = 200;
    let title;
    let main;
    if (single) {
      const post = db.prepare('SELECT slug, title, excerpt, published_on FROM posts WHERE slug = ?').get(single[1]);
      if (!post) status = 404;
      title = post ? post.title : 'Not found';
      main = [el(doc, 'x-blog', { class: 'et_pb_blog_0' }, post ? card(doc, post) : notFound(doc, ''))];
    } else {
      const q = (url.searchParams.get('s') ?? '').trim().slice(0, MAX_QUERY);
      const page = Number(listing[1] ?? 1);
      const { total, posts } = queryPosts(db, q, page);
      const pages = Math.max(1, Math.ceil(total / PER_PAGE));
      // WordPress answers a page past the last with its 404 template; a search with no results is a page.
      if (page > pages || page < 1) status = 404;
      title = q ? `Search: ${q}` : 'Journal';
      const module = el(doc, 'x-blog', { class: 'et_pb_blog_0', id: 'posts' },
        ...(posts.length ? posts.map((p) => card(doc, p)) : [notFound(doc, q)]),
        ...(status === 200 && pages > 1 ? [pagination(doc, page, pages, q)] : []));
      main = [el(doc, 'h2', {}, q ? `Posts matching “${q}”` : 'Latest posts'), searchForm(doc, q), module];
    }
    const html = Buffer.from(printPage(doc, title, main, { site: true }));
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  };
}
