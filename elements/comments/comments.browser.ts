// x-comments in the three engines (checklist D20): placeholder emulation from
// labels, placeholder text removed on submit before the browser checks the
// form, and no layout shift; which fields count: placeholders.test.ts.
import { expect } from 'chai';
import './define';
import '../rating/define';
import preCss from './comments.pre.css?raw';
import { boxesIn, drawnBeforeUpgrade, fixture, record, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const FORM = `<div id="respond"><h3 id="reply-title">Leave a reply</h3><form id="commentform" action="/wp-comments-post.php" method="post">
  <p class="comment-form-comment"><label for="comment">Comment</label> <textarea id="comment" name="comment" required></textarea></p>
  <p class="comment-form-author"><label for="author">Name *</label> <input id="author" name="author" required></p>
  <p class="comment-form-email"><label for="email">Email *</label> <input id="email" name="email" type="email" required></p>
  <p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" placeholder="https://"></p>
  <p class="form-submit"><button id="send" type="submit">Post comment</button></p>
</form></div>`;
async function comments(attrs = '') {
  const el = await fixture<HTMLElement>(`<x-comments ${attrs}>${FORM}</x-comments>`);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('x-comments', () => {
  it('gives text fields their label as placeholder, the label kept for screen readers (D20)', async () => {
    await comments();
    await until(() => field('author').placeholder === 'Name *', 'placeholders');
    expect(field('comment').placeholder).to.equal('Comment');
    expect(field('url').placeholder).to.equal('https://', 'its own placeholder kept');
    const label = document.querySelector('label[for="author"]')!;
    expect(label.getBoundingClientRect().width).to.be.at.most(1);
    expect(field('author').labels![0]!.textContent).to.equal('Name *');
  });

  smoke('removes placeholder text from the form on submit, before the browser checks it (D20)', async () => {
    const el = await comments();
    const form = document.getElementById('commentform') as HTMLFormElement;
    const submits = record<{ cleared: string[] }>(el, 'x-comments-submit');
    let sent = 0;
    form.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) sent++;
      e.preventDefault();
    });
    field('comment').value = 'Comment';
    field('author').value = 'Name';
    field('email').value = 'ann@example.com';
    document.getElementById('send')!.click();
    expect(field('comment').value).to.equal('', 'placeholder text removed');
    expect(field('author').value).to.equal('');
    expect(field('email').value).to.equal('ann@example.com', 'the visitor\'s own text kept');
    expect(sent).to.equal(0, 'the emptied required fields stop the send');
    field('comment').value = 'Lovely roses.';
    field('author').value = 'Ann';
    document.getElementById('send')!.click();
    expect(sent).to.equal(1);
    expect(submits.at(-1)!.detail.cleared).to.deep.equal([]);
  });

  it('does the same for the shop\'s review form, its rating stars kept as they are (F16)', async () => {
    const el = await fixture<HTMLElement>(`<x-comments><div id="review_form"><div id="respond"><form id="reviewform" class="comment-form" action="/wp-comments-post.php" method="post">
      <p class="comment-form-rating"><label for="rating">Your rating *</label> <x-rating><select name="rating" id="rating" required><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></x-rating></p>
      <p class="comment-form-comment"><label for="review">Your review *</label> <textarea id="review" name="comment" required></textarea></p>
      <p class="form-submit"><button id="post-review" type="submit">Submit</button></p>
    </form></div></div></x-comments>`);
    const rating = el.querySelector('x-rating')!;
    await until(() => el.hasAttribute('data-x-ready') && rating.hasAttribute('data-x-ready'), 'upgraded');
    await until(() => field('review').placeholder === 'Your review *', 'the review\'s placeholder');
    expect(document.querySelector('label[for="rating"]')!.getAttribute('style'), 'the rating\'s label left visible').to.equal(null);
    const form = document.getElementById('reviewform') as HTMLFormElement;
    const posted: FormData[] = [];
    form.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) posted.push(new FormData(form));
      e.preventDefault();
    });
    (rating.shadowRoot!.querySelectorAll('[part~="star"]')[4] as HTMLElement).click();
    field('review').value = 'Your review';
    document.getElementById('post-review')!.click();
    expect(field('review').value).to.equal('', 'placeholder text removed');
    expect(posted, 'the emptied required review stops the send').to.have.length(0);
    field('review').value = 'Sturdy and sweet.';
    document.getElementById('post-review')!.click();
    expect(posted.map((d) => [d.get('rating'), d.get('comment')])).to.deep.equal([['5', 'Sturdy and sweet.']]);
  });

  it('leaves labels alone with placeholders="false", and draws before upgrade where upgrade puts it', async () => {
    await comments('placeholders="false"');
    expect(field('author').placeholder).to.equal('');
    expect(document.querySelector('label[for="author"]')!.getBoundingClientRect().width).to.be.above(10);
    const html = `<div style="width: 600px"><x-comments>${FORM}</x-comments><p id="below">Below</p></div>`;
    const measure = (doc: Document) => boxesIn(doc, 'x-comments', 'x-comments textarea, x-comments input, #send, #below');
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    await until(() => wrap.querySelector('x-comments')!.hasAttribute('data-x-ready'), 'upgraded');
    await until(() => (wrap.querySelector('#author') as HTMLInputElement).placeholder !== '', 'placeholders');
    expect(measure(document)).to.deep.equal(drawn);
  });
});
