/**
 * Parameters that ads, newsletters and analytics add to a link and that change nothing on the page. They are
 * left out of cache keys and canonicals, so every ad click is the same page, not a new render and a new entry.
 */
const TRACKING =
  /^(utm_[a-z0-9_]*|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|igshid|yclid|_gl|_ga|_hs(enc|mi)|mc_cid|mc_eid|mkt_tok|oly_(anon|enc)_id|vero_(id|conv)|ref_?src|srsltid)$/i;

export const isTrackingParam = (name: string) => TRACKING.test(name);

/** The query string without tracking parameters ('' when nothing else is left), order kept. */
export function withoutTracking(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!isTrackingParam(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
