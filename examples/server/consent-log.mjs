// POST /api/consent-log: consent logs (proof of consent) from <x-consent>'s
// beacons, validated and stored. GET /api/consent-log?consent_session_id=…
// returns one visitor's own records.
import { allowedOrigins, anonymisedIp, clientIp, rateLimiter, readForm, sameOrigin, sendJson as send, userAgent } from './http.mjs';
export const REQUEST_TYPES = ['banner_load', 'accept_all', 'reject_all', 'save_preferences', 'accept_partial', 'do_not_sell'];

/** Validates a log's fields; returns the record or an error message. */
export function validateConsentLog(fields) {
  const key = String(fields.key ?? '');
  const type = String(fields.request_type ?? '');
  const time = Number(fields.event_log_time);
  let payload;
  try {
    payload = JSON.parse(String(fields.payload ?? ''));
  } catch {
    return { error: 'payload must be JSON with consent_session_id and banner_id' };
  }
  if (key.length > 200) return { error: 'key is too long (200 characters at most)' };
  if (!REQUEST_TYPES.includes(type)) return { error: `request_type must be one of ${REQUEST_TYPES.join(', ')}` };
  if (!Number.isInteger(time) || time <= 0) return { error: 'event_log_time must be epoch seconds' };
  const session = payload?.consent_session_id;
  const banner = payload?.banner_id;
  if (typeof session !== 'string' || !/^[A-Za-z0-9%_-]{1,96}$/.test(session)) return { error: 'payload.consent_session_id is missing or malformed' };
  if (typeof banner !== 'string' || banner.length > 100) return { error: 'payload.banner_id is missing or too long' };
  return { record: { key, type, time, session, banner } };
}

export function consentLogRoutes(db) {
  const insert = db.prepare(`INSERT INTO consent_logs (log_key, request_type, event_log_time, consent_session_id, banner_id, ip, user_agent)
    VALUES (@key, @type, @time, @session, @banner, @ip, @ua)`);
  const bySession = db.prepare('SELECT request_type, event_log_time, banner_id, received_at FROM consent_logs WHERE consent_session_id = ? ORDER BY id');
  const rateLimited = rateLimiter(120);
  const allowed = allowedOrigins('CONSENT_LOG_ALLOWED_ORIGINS');

  return async function handle(req, res, url) {
    if (url.pathname !== '/api/consent-log') return false;
    const ip = clientIp(req);
    if (rateLimited(ip)) return send(res, 429, { error: 'too many requests' }), true;
    if (req.method === 'GET') {
      const id = url.searchParams.get('consent_session_id') ?? '';
      return send(res, 200, { records: id ? bySession.all(id) : [] }), true;
    }
    if (req.method !== 'POST') return send(res, 405, { error: 'use POST' }), true;
    // Logs come from the site's own pages, or from the sites in CONSENT_LOG_ALLOWED_ORIGINS.
    if (!sameOrigin(req, allowed)) return send(res, 403, { error: 'logs are taken from this site only' }), true;
    let fields;
    try {
      fields = Object.fromEntries((await readForm(req, 16384)).entries());
    } catch (error) {
      return send(res, error.status ?? 400, { error: error.message }), true;
    }
    const { record, error } = validateConsentLog(fields);
    if (error) return send(res, 400, { error }), true;
    insert.run({ ...record, ip: anonymisedIp(ip), ua: userAgent(req) });
    res.writeHead(204).end();
    return true;
  };
}
