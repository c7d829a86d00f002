// GET or POST /feed-service/mailverify: a stand-in for a feed service's
// subscription page (SPEC section 7.9), so the feed form's docs page works
// without leaving the machine. It names the feed (`uri`) and the address it
// was given; nothing is stored. Built as a document, never from strings.
import { DOMParser } from 'linkedom';
import { el, printPage } from './pages.mjs';
import { readForm, HttpError } from './http.mjs';

export function feedRoutes() {
  return async function handle(req, res, url) {
    if (url.pathname !== '/feed-service/mailverify') return false;
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) return res.writeHead(405, { allow: 'GET, HEAD, POST' }).end('Method not allowed'), true;
    let form = url.searchParams;
    if (req.method === 'POST') {
      try {
        form = await readForm(req, 4096);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message), true;
      }
    }
    const text = (name) => String((form.get(name) ?? url.searchParams.get(name)) || '').trim().slice(0, 100);
    const doc = new DOMParser().parseFromString('<!doctype html><html><body></body></html>', 'text/html');
    const feed = text('uri');
    const main = feed
      ? [el(doc, 'h2', {}, `Subscribe to “${feed}” by email`), el(doc, 'p', {}, text('email') ? `A confirmation would go to ${text('email')}.` : 'Enter your address on the site to subscribe.')]
      : [el(doc, 'h2', {}, 'Which feed?'), el(doc, 'p', {}, 'The form sent no uri value.')];
    const html = Buffer.from(printPage(doc, 'Feed subscription', main));
    res.writeHead(feed ? 200 : 400, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  };
}
