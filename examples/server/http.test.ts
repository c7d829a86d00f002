// The reference server's rate limiter: a fixed window per address, O(1) per request.
import { describe, expect, it } from 'vitest';
import { addressGroup, anonymisedIp, rateLimiter } from './http.mjs';

describe('rateLimiter', () => {
  it('allows `limit` requests per address in a window, then refuses until the window turns', () => {
    let t = 0;
    const limited = rateLimiter(3, 1000, { now: () => t });
    expect([1, 2, 3, 4].map(() => limited('a'))).toEqual([false, false, false, true]);
    expect(limited('b')).toBe(false); // other addresses have their own count
    t = 999;
    expect(limited('a')).toBe(true);
    t = 1000;
    expect(limited('a')).toBe(false);
  });

  it('counts 300,000 requests from one address without keeping them (a timestamp list made this quadratic)', () => {
    const limited = rateLimiter(10);
    let refused = 0;
    for (let i = 0; i < 300000; i++) if (limited('flood')) refused++;
    expect(refused).toBe(300000 - 10);
  });

  it('bounds its memory under a flood of addresses: new ones are refused until the window turns', () => {
    let t = 0;
    const limited = rateLimiter(5, 1000, { maxClients: 100, now: () => t });
    for (let i = 0; i < 100; i++) expect(limited(`10.0.0.${i}`)).toBe(false);
    expect(limited('192.0.2.1')).toBe(true);
    expect(limited('10.0.0.1')).toBe(false); // known addresses keep their count
    t = 1000;
    expect(limited('192.0.2.1')).toBe(false);
  });
});

describe('addressGroup', () => {
  it('counts an IPv4 address as itself, also mapped into IPv6, and an IPv6 address by its /64', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    // The same /64 however it is written: compressed, with leading zeros, in capitals.
    expect(addressGroup('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:DB8:1:2:ffff::')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('not an address')).toBe('not an address');
  });

  it('makes one count of every address in a /64', () => {
    const limited = rateLimiter(2);
    expect(['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2::c'].map(limited)).toEqual([false, false, true]);
    expect(limited('2001:db8:1:3::a')).toBe(false);
  });
});

describe('anonymisedIp', () => {
  it('keeps an IPv4 address without its last byte (mapped or not) and an IPv6 address\'s first 48 bits', () => {
    expect(anonymisedIp('203.0.113.9')).toBe('203.0.113.0');
    expect(anonymisedIp('::ffff:203.0.113.9')).toBe('203.0.113.0');
    expect(anonymisedIp('::FFFF:cb00:7109')).toBe('203.0.113.0');
    expect(anonymisedIp('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1::');
    expect(anonymisedIp('2001:0DB8::1')).toBe('2001:db8:0::');
    expect(anonymisedIp('unknown')).toBe('');
    expect(anonymisedIp('')).toBe('');
  });
});
