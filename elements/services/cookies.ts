/** First-party cookies: read by name, written for the whole site with an age in days (0 removes). */
export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split('; ')) {
    const i = part.indexOf('=');
    if (part.slice(0, i) === name) {
      try {
        return decodeURIComponent(part.slice(i + 1));
      } catch {
        return part.slice(i + 1);
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? ';secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=${Math.round(days * 86400)};samesite=lax${secure}`;
}
