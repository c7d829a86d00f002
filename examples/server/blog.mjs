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

/** Each post's text, its paragraphs (a later migration adds them). */
export const POST_BODIES = {
  "rose-arch": [
    "We wanted something over the gate that smelled of June. Four treated posts went into holes 60 cm deep, packed with gravel rather than concrete so they can drain and be replaced one day.",
    "Two galvanised wires run between each pair, 40 cm apart, and the roses (a climbing 'New Dawn' on each side) are tied in loosely with soft twine. The rule we learnt the hard way: bend the long stems sideways, not straight up, and they flower along their length.",
    "It took one weekend and six members. Next summer the arch should close over; until then, duck.",
  ],
  "seed-swap": [
    "Forty-one growers came to the October swap, more than ever. The rule is simple: bring a packet, take a packet, and write on the envelope what it is and where it grew.",
    "The tomato table ran out first, as it always does, followed by the climbing beans. Plenty of chard and calendula went home unclaimed, so if you want some, ask at the shed.",
    "The next swap is in spring, when the table fills with seedlings as well as seeds. Label yours with the variety and the date you sowed them.",
  ],
  "herb-spiral": [
    "A herb spiral packs dry and damp corners into two square metres. Ours is built from the stones that came out of the new beds, laid without mortar in a rising coil about 80 cm high.",
    "The top is rubble and sharp sand with a little soil: thyme, sage and rosemary like it poor and dry. Halfway down we mixed in compost for parsley and chives, and at the foot, on the shady side, the mint has a bed of its own where it can run without taking over.",
    "It was finished in an afternoon. The lizards moved in by the following week.",
  ],
  "pond-dawn": [
    "We put the trail camera on the pond's shallow edge for a week in October and looked at the pictures together at the Saturday meeting.",
    "Smooth newts every night, mostly between ten and midnight. A grey heron on Tuesday at first light, standing still for twenty minutes and leaving with nothing. A fox drinking on Thursday. And on Saturday morning a common frog that met the heron and decided against it.",
    "The camera goes back out in spring, when the newts come back to breed.",
  ],
  "tool-care": [
    "A spade put away muddy in November is a rusty spade in March. Before winter we clean everything in the shed, and it takes one morning with enough hands.",
    "Scrape off the soil, wash and dry the blades, then sharpen spades, hoes and secateurs with a file along the original bevel. Wipe the metal with a rag and a little vegetable oil, and rub linseed oil into the wooden handles.",
    "Anything broken goes on the list by the door. The shop sells the pruner we use, and members get a tenth off.",
  ],
  orchard: [
    "Our little orchard flowers in the same order every year: the pears first, in the first warm days of April, then the apples a week or two later, and the quince last, well into May.",
    "Because they overlap only a little, the bees always have something to visit and a late frost rarely catches all of them at once. The two old apples need a partner to set fruit, so the crab apple by the fence earns its place.",
    "Come in blossom week and bring a flask: the bench under the quince is the best seat in the garden.",
  ],
  greenhouse: [
    "Our greenhouse cost 240 euros and a winter of Saturdays. The walls are eighteen old sash windows from a house down the lane, the frame is treated timber, and the roof is twin-wall polycarbonate, the one thing we bought new.",
    "The mistakes: we built the base a few centimetres out of square, so the last two windows needed a lot of packing, and we forgot vents in the first version, which made May very hot indeed. Two windows now open on hinges.",
    "The first cucumbers came in June. Ask at the shed if you want the measured drawings.",
  ],
  meadow: [
    "Two years ago the strip behind the compost bays was lawn. We stopped mowing, raked it hard in September and sowed yellow rattle, a plant that weakens the grass so that flowers can get a foothold.",
    "The first summer looked like untidy lawn. The second brought ox-eye daisies, knapweed, bird's-foot trefoil and more butterflies than we could count. We cut it once a year, in late August, and leave the hay for a few days to drop its seed.",
    "It is the least work of any part of the garden, and the most visited.",
  ],
  harvest: [
    "At the end of the season the last squash, beans and tomatoes come to one long table, and whoever is there cooks.",
    "This year's soup: one squash roasted in chunks, a pan of onions and garlic, a handful of runner beans cut small, the last tomatoes, and stock to cover. Simmer, blend half of it, and finish with the thyme from the herb spiral.",
    "It fed thirty people. The recipe card is pinned up in the shed.",
  ],
  compost: [
    "Good compost needs greens, browns and air. Greens are kitchen scraps and fresh cuttings; browns are cardboard, straw and fallen leaves; air comes from turning.",
    "We run three bays side by side. The first fills through the season, the second is turned into from the first and left to heat, and the third holds last year's, dark and crumbly and ready for the beds.",
    "Turning day is the first Saturday of the month. Bring a fork and old gloves.",
  ],
  "night-walk": [
    "Once a year, on a warm evening in August, we walk the garden after dark with red torches so as not to dazzle anything.",
    "The evening primroses open while you watch, a petal at a time. The moth trap by the orchard held elephant hawk-moths and a pair of large yellow underwings, and the bat detector picked up pipistrelles over the pond.",
    "Wear long sleeves and sturdy shoes. The next walk is announced in the monthly letter.",
  ],
};

/** The posts' text, one paragraph a line. */
export const POST_BODY_MIGRATION = `ALTER TABLE posts ADD COLUMN body TEXT NOT NULL DEFAULT '';
   ${Object.entries(POST_BODIES).map(([slug, paragraphs]) => `UPDATE posts SET body = ${sqlText(paragraphs.join('\n'))} WHERE slug = ${sqlText(slug)};`).join('\n   ')}`;

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

/** A post's date as the site prints it (30 October 2026). */
const longDate = (day) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function card(doc, post) {
  const link = `/blog/${post.slug}/`;
  return el(doc, 'article', { class: 'post' },
    // Under the listing's "Latest posts" (and the home page's "From the journal"): its pages load in place there.
    el(doc, 'h3', { class: 'entry-title' }, el(doc, 'a', { href: link }, post.title)),
    el(doc, 'p', { class: 'post-meta' }, el(doc, 'time', { datetime: post.published_on }, longDate(post.published_on))),
    // Each "Read more" named by its post, as the home page's are (four links of one name otherwise).
    el(doc, 'div', { class: 'post-content' }, el(doc, 'p', {}, post.excerpt),
      el(doc, 'a', { class: 'more-link', href: link }, 'Read more', el(doc, 'span', { class: 'visually-hidden' }, `: ${post.title}`))));
}

/** A post's own page: its date, its text (or its excerpt, for a post with none) and the way back. */
function article(doc, post) {
  const paragraphs = (post.body || post.excerpt).split('\n').filter(Boolean);
  return el(doc, 'article', { class: 'post-single' },
    el(doc, 'p', { class: 'post-meta' }, el(doc, 'time', { datetime: post.published_on }, longDate(post.published_on))),
    ...paragraphs.map((text, i) => el(doc, 'p', i === 0 ? { class: 'lead' } : {}, text)),
    el(doc, 'p', {}, el(doc, 'a', { href: '/blog/' }, '← All journal posts')));
}

function notFound(doc, q) {
  return el(doc, 'div', { class: 'entry not-found' },
    el(doc, 'h2', { class: 'not-found-title' }, 'No results found'),
    el(doc, 'p', {}, q ? `Nothing matches “${q}”. Try other words.` : 'The page you asked for could not be found.'));
}

/** The page builder's pagination: older entries (the next page) on the left, newer on the right. */
function pagination(doc, page, pages, q) {
  const nav = el(doc, 'nav', { class: 'pagination', 'aria-label': 'Journal pages' });
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
      const post = db.prepare('SELECT slug, title, excerpt, body, published_on FROM posts WHERE slug = ?').get(single[1]);
      if (!post) status = 404;
      title = post ? post.title : 'Not found';
      main = [post ? article(doc, post) : notFound(doc, '')];
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
