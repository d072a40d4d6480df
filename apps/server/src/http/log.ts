/**
 * What a request log line says about the request: method and path, never the query string (search terms, tokens)
 * nor the body. Used as pino's `req` serializer.
 */
export function requestForLog(req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  // A creator portal link's token is its only credential: never written to logs.
  const path = (q >= 0 ? url.slice(0, q) : url).replace(/^(\/(?:api\/)?portal\/)[^/]+/, '$1[token]');
  return { method: req.method, path, remoteAddress: req.ip ?? req.socket?.remoteAddress };
}
