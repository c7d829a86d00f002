/**
 * Consent logging (SPEC section 7 item 1): a beacon POST of form data with
 * key, request_type, event_log_time (epoch seconds) and payload (JSON with
 * consent_session_id and banner_id). Failures go to the console and are ignored.
 */
export interface ConsentLog {
  endpoint: string;
  key: string;
  requestType: string;
  sessionId: string;
  bannerId: string;
}

export function consentLogBody({ key, requestType, sessionId, bannerId }: ConsentLog, now = Date.now()): FormData {
  const body = new FormData();
  body.append('key', key);
  body.append('request_type', requestType);
  body.append('event_log_time', String(Math.floor(now / 1000)));
  body.append('payload', JSON.stringify({ consent_session_id: sessionId, banner_id: bannerId }));
  return body;
}

export function sendConsentLog(log: ConsentLog): boolean {
  if (!log.endpoint) return false;
  try {
    if (navigator.sendBeacon(log.endpoint, consentLogBody(log))) return true;
    console.warn(`x-consent: the browser refused to queue the consent log for ${log.endpoint}; ignored.`);
  } catch (error) {
    console.warn('x-consent: the consent log could not be sent; ignored.', error);
  }
  return false;
}
