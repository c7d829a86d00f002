import { expect } from 'chai';
import { send } from './requests';
import { sanitizeFragment } from '../forms/sanitize';
import { until } from '../../tests/browser/helpers';

describe('requests', () => {
  const frames: string[] = [];
  const watch = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => n.nodeName === 'IFRAME' && frames.push('made'))));
  const fetchBefore = window.fetch;
  const answers: ((reply: Response) => void)[] = [];
  beforeEach(() => {
    watch.observe(document.documentElement, { childList: true });
    window.fetch = () => new Promise<Response>((resolve) => answers.push(resolve));
  });
  afterEach(() => {
    window.fetch = fetchBefore;
    watch.disconnect();
    answers.length = 0;
  });

  // This test first: the parser is made once for the page.
  it('make no inert parser for a reply that carries no HTML (a split test\'s stats)', async () => {
    const outcome = send('/never-asked', { method: 'POST' }, { timeoutMs: 5000 });
    // Past the task a preparation would have queued (a timer turn), twice over.
    const turn = () => new Promise((next) => setTimeout(next));
    await turn();
    answers[0]!(new Response('{"ok":true}'));
    await outcome;
    await turn();
    await turn();
    expect(frames).to.deep.equal([]);
  });

  it('make the inert parser (a frame, once) in a task of its own while a reply with HTML is awaited, so its task only parses', async () => {
    const outcome = send('/never-asked', {}, { timeoutMs: 5000, html: true });
    const second = send('/never-asked', {}, { timeoutMs: 5000, html: true });
    // The observer's records wait for a microtask: taken now, they show what this task added.
    const now = watch.takeRecords().flatMap((r) => [...r.addedNodes]).filter((n) => n.nodeName === 'IFRAME');
    expect(now, 'not in the task that sends').to.deep.equal([]);
    await until(() => frames.length > 0, 'the parser\'s frame, before any reply');
    answers[0]!(new Response('<p onclick="window.ran = 1">Thanks</p>'));
    const reply = await outcome;
    if (reply.kind !== 'reply') throw new Error(`no reply: ${reply.kind}`);
    const fragment = sanitizeFragment(reply.text);
    expect(fragment.textContent).to.equal('Thanks');
    expect((fragment.firstChild as Element).hasAttribute('onclick')).to.equal(false);
    await new Promise((next) => setTimeout(next));
    expect(frames, 'one frame for both requests and the parse').to.deep.equal(['made']);
    answers[1]!(new Response(''));
    await second;
  });
});
