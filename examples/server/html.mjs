// The one way the reference server turns a document (linkedom) back into
// HTML: the HTML standard's serialisation algorithm, written out here because
// linkedom's own writes the text of <textarea> and <title> raw (a visitor's
// `</textarea><img onerror=…>` came back as a live image) and leaves `&` in
// attribute values. Every text and attribute value is escaped; `<` and `>`
// in attribute values too, so that no later look at the HTML as text can
// read a tag inside a value. The raw-text elements whose text cannot be
// escaped without changing it (an HTML <script> or <style>) must hold no
// sequence that would end them early: such text throws, so a page with it is
// refused (500), never sent.

const HTML = 'http://www.w3.org/1999/xhtml';
const VOID = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** HTML elements whose text a parser reads raw: escaping would change a script or a style, so theirs is checked instead. */
const UNESCAPABLE = new Set(['script', 'style']);
/** Names a tag or attribute may have when written back (what a parser could have produced, less anything that ends a tag). */
const NAME = /^[^\s"'<>/=\0]+$/;

export class UnsafeHtmlError extends Error {}

const escapeText = (s) => s.replace(/[&<>\u00a0]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeAttribute = (s) => s.replace(/[&"<>\u00a0]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Raw text that cannot close its element early (`</script`, and `<!--`, which starts a script's escaped states). */
function rawText(tag, text) {
  if (new RegExp(`</${tag}|<!--`, 'i').test(text)) throw new UnsafeHtmlError(`the text of a <${tag}> would end it early`);
  return text;
}

function serializeNode(node, parent, out) {
  switch (node.nodeType) {
    case 1: {
      const tag = node.localName;
      if (!NAME.test(tag)) throw new UnsafeHtmlError(`no element may be named ${JSON.stringify(tag)}`);
      out.push('<', tag);
      for (const { name, value } of node.attributes) {
        if (!NAME.test(name)) throw new UnsafeHtmlError(`no attribute may be named ${JSON.stringify(name)}`);
        out.push(' ', name, '="', escapeAttribute(String(value)), '"');
      }
      out.push('>');
      const html = node.namespaceURI === HTML || node.namespaceURI == null;
      if (html && VOID.has(tag)) return;
      for (const child of node.childNodes) serializeNode(child, html ? tag : '', out);
      out.push('</', tag, '>');
      return;
    }
    case 3:
      out.push(UNESCAPABLE.has(parent) ? rawText(parent, node.data) : escapeText(node.data));
      return;
    case 8:
      // A comment cannot be escaped either: one that would end early is dropped.
      if (!/--!?>|^-?>|<!--|<!-$/.test(node.data)) out.push('<!--', node.data, '-->');
      return;
    case 10:
      out.push(`<!DOCTYPE ${NAME.test(node.name) ? node.name : 'html'}>`);
      return;
    case 9:
    case 11:
      for (const child of node.childNodes) serializeNode(child, '', out);
      return;
    default:
  }
}

/** A node as HTML: an element with its tag, a document or fragment as its children. */
export function toHtml(node) {
  const out = [];
  serializeNode(node, '', out);
  return out.join('');
}

/** The children of a node as HTML (innerHTML). */
export function childrenHtml(node) {
  const out = [];
  const tag = node.nodeType === 1 && (node.namespaceURI === HTML || node.namespaceURI == null) ? node.localName : '';
  for (const child of node.childNodes) serializeNode(child, tag, out);
  return out.join('');
}

/** A whole document: the doctype, then its root element. */
export const documentHtml = (doc) => `<!DOCTYPE html>\n${toHtml(doc.documentElement)}`;
