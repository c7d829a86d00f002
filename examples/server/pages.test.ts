// @vitest-environment node
// Example pages come from one template: a page file holds only its title,
// what it adds to the head, and its content.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readPage, renderPage } from './pages.mjs';

const WHOLE = ['popup-snippet.html', 'stress.html'];
const pages = readdirSync('examples').filter((f) => f.endsWith('.html'));

describe('example pages', () => {
  it('repeat no head: only the two whole pages carry one', () => {
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      const source = readFileSync(`examples/${page}`, 'utf8');
      const whole = /^<!doctype html>/i.test(source);
      expect(whole, page).toBe(WHOLE.includes(page));
      if (!whole) expect(source, page).not.toMatch(/<meta |<html|<body|<link rel="stylesheet" href="\/assets\/docs\.css"|<script src="\/dist\/x-elements\.js"|<script src="\/assets\/docs\.js"/);
    }
  });

  it('render into the one template: one head, the title, the page\'s head first, the content in <main>', () => {
    for (const page of pages.filter((p) => !WHOLE.includes(p))) {
      const html = readPage(`examples/${page}`);
      expect(html.match(/^<head>$/gm), page).toHaveLength(1);
      expect(html.match(/<main>/g), page).toHaveLength(1);
      expect(html, page).toMatch(/<title>[^<{]+ · x-elements<\/title>/);
      expect(html, page).not.toContain('{{');
      expect(html.indexOf('<script src="/dist/x-elements.js">'), page).toBeLessThan(html.indexOf('</head>'));
    }
    const consent = readPage('examples/x-consent.html');
    expect(consent.indexOf('x-consent-blocker.js')).toBeLessThan(consent.indexOf('docs.css'));
  });

  it('inserts page text as it is and refuses a page without a title', () => {
    const template = '<title>{{title}}</title>\n{{head}}\n<main>{{main}}</main>';
    expect(renderPage('<title>A $& B</title>\n<p>$1 $$</p>', template)).toBe('<title>A $& B</title>\n<main><p>$1 $$</p></main>');
    expect(renderPage('<title>T</title>\n<head>\n<script src="/a.js"></script>\n</head>\n<p>x</p>', template)).toBe('<title>T</title>\n<script src="/a.js"></script>\n<main><p>x</p></main>');
    expect(() => renderPage('<p>no title</p>', template)).toThrow(/starts with its <title>/);
    expect(renderPage('<!doctype html><title>Whole</title>', template)).toBe('<!doctype html><title>Whole</title>');
  });
});

/** The `await`s of a module's own body, outside every function. */
function topLevelAwaits(code: string): number {
  const file = ts.createSourceFile('inline.mjs', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let found = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) found++;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('example pages and the page sweep', () => {
  // WebKitGTK 2.50 spins its web process forever when a frame is removed (or
  // navigated) while a module is suspended at a top-level await on a fetch:
  // the test page that held the frame never reports (docs/TESTING.md).
  it('hold no top-level await in a module script, which a removed frame would hang WebKit on', () => {
    expect(topLevelAwaits('const a = await fetch("/x");\nasync function f() { await g(); }')).toBe(1);
    for (const page of pages) {
      const modules = [...readFileSync(`examples/${page}`, 'utf8').matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)];
      for (const [, code = ''] of modules) expect(topLevelAwaits(code), page).toBe(0);
    }
  });
});
