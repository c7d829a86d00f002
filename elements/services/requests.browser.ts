import { expect } from 'chai';
import { send } from './requests';
import { sanitizeFragment } from '../forms/sanitize';
import { until } from '../../tests/browser/helpers';

describe('requests', () => {
  it('make the inert parser (a frame, once) while a request is out, so its reply\'s task only parses', async () => {
    const frames: string[] = [];
    const watch = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => n.nodeName === 'IFRAME' && frames.push('made'))));
    watch.observe(document.documentElement, { childList: true });
    const fetchBefore = window.fetch;
    const answers: ((reply: Response) => void)[] = [];
    window.fetch = () => new Promise<Response>((resolve) => answers.push(resolve));
    try {
      const outcome = send('/never-asked', {}, { timeoutMs: 5000 });
      const second = send('/never-asked', {}, { timeoutMs: 5000 });
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
    } finally {
      window.fetch = fetchBefore;
      watch.disconnect();
    }
  });
});
