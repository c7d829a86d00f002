import { describe, expect, it } from 'vitest';
import { addressOf, matches, patternOf } from './address';
import { DEFAULT_PROVIDERS } from './blocker';

const BASE = 'https://site.example/blog/post/';
const categoryOf = (url: string) => {
  const address = addressOf(url, BASE);
  return address ? DEFAULT_PROVIDERS.find((p) => matches(address, patternOf(p.pattern)))?.category ?? null : null;
};

describe('addressOf: the form addresses are compared in', () => {
  it.each([
    ['https://WWW.GOOGLE-ANALYTICS.COM/analytics.js', 'www.google-analytics.com/analytics.js'],
    ['https://www.google%2Danalytics.com/analytics.js', 'www.google-analytics.com/analytics.js'],
    ['https://www.google-analytics.com./analytics.js', 'www.google-analytics.com/analytics.js'],
    ['https://ｗｗｗ.google-analytics.com/analytics.js', 'www.google-analytics.com/analytics.js'],
    ['https://www.youtube.com/EMBED/abc', 'www.youtube.com/embed/abc'],
    ['https://www.youtube.com/%65mbed/abc', 'www.youtube.com/embed/abc'],
    ['https://www.youtube.com//embed/abc', 'www.youtube.com/embed/abc'],
    ['https://www.youtube.com/x/../embed/abc', 'www.youtube.com/embed/abc'],
    ['https://www.youtube.com/x/%2e%2e/embed/abc', 'www.youtube.com/embed/abc'],
    ['https://www.youtube.com/x/%252e%252e/embed/abc', 'www.youtube.com/embed/abc'],
    ['https://www.youtube.com\\embed\\abc', 'www.youtube.com/embed/abc'],
    ['//www.youtube.com/embed/abc?x=1#t', 'www.youtube.com/embed/abc'],
    ['http://0x7f.1/x', '127.0.0.1/x'],
    ['/local.js', 'site.example/local.js'],
    ['../x.js', 'site.example/blog/x.js'],
  ])('%s -> %s', (url, address) => expect(addressOf(url, BASE)).toBe(address));

  it('has no address for other schemes or what does not parse', () => {
    for (const url of ['data:text/javascript,1', 'blob:https://site.example/1', 'javascript:alert(1)', 'about:blank', 'http://[bad']) {
      expect(addressOf(url, BASE)).toBe(null);
    }
  });
});

describe('matches: a provider by host, sub-domain or path', () => {
  it.each([
    ['https://www.google-analytics.com/g/collect', 'analytics'],
    ['https://region1.google-analytics.com/g/collect', 'analytics'],
    ['https://WWW.GOOGLE-ANALYTICS.COM/analytics.js', 'analytics'],
    ['https://www.google%2Danalytics.com/analytics.js', 'analytics'],
    ['https://www.googletagmanager.com/gtag/js?id=G-1', 'analytics'],
    ['https://www.youtube.com/EMBED/dQw4w9WgXcQ', 'functional'],
    ['https://www.youtube.com/%65mbed/dQw4w9WgXcQ', 'functional'],
    ['https://www.youtube.com//embed/dQw4w9WgXcQ', 'functional'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'functional'],
    ['https://maps.google.de/maps?q=x', 'functional'],
    ['https://www.google.com/maps/embed?pb=1', 'functional'],
    ['https://px.ads.linkedin.com/linkedin.com/insight', null],
    ['https://snap.licdn.com/li.lms-analytics/insight.min.js', null],
    ['https://www.linkedin.com/insight/tag.js', 'advertisement'],
    // A provider's name in the path or query of another host is not that provider.
    ['https://cdn.example/www.google-analytics.com/x.js', null],
    ['https://cdn.example/x.js?u=https://www.google-analytics.com/', null],
    ['https://notgoogle-analytics.com/x.js', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
  ])('%s -> %s', (url, category) => expect(categoryOf(url)).toBe(category));

  it('reads a full address as a pattern, and a path pattern on any host', () => {
    expect(patternOf('https://Widgets.Example.com/Embed/')).toBe('widgets.example.com/embed');
    expect(matches('cdn.widgets.example.com/embed/1', patternOf('https://widgets.example.com/embed/'))).toBe(true);
    expect(matches('any.host/vendor/a.js', patternOf('/vendor/'))).toBe(true);
    expect(matches('any.host/vendor/a.js', patternOf(''))).toBe(false);
  });
});
