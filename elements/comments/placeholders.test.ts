// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clearPlaceholderText } from './placeholders';

const form = (html: string) => {
  const f = document.createElement('form');
  f.innerHTML = html;
  document.body.append(f);
  return f;
};

describe('placeholder text removed on submit (D20)', () => {
  it('empties fields whose text is their placeholder or label, keeping what the visitor typed', () => {
    const f = form(`
      <label for="author">Name *</label><input id="author" name="author" value="Name">
      <label for="email">Email</label><input id="email" name="email" type="email" placeholder="Email" value="Email">
      <label for="url">Website</label><input id="url" name="url" type="url" value="https://ann.example">
      <label for="comment">Comment</label><textarea id="comment" name="comment">Comment</textarea>
      <input type="hidden" name="comment_post_ID" value="Comment">
      <input type="checkbox" name="consent" value="Name">`);
    expect(clearPlaceholderText(f)).toEqual(['author', 'email', 'comment']);
    expect((f.elements.namedItem('url') as HTMLInputElement).value).toBe('https://ann.example');
    expect((f.elements.namedItem('comment_post_ID') as HTMLInputElement).value).toBe('Comment');
    expect((f.elements.namedItem('consent') as HTMLInputElement).value).toBe('Name');
  });
});
