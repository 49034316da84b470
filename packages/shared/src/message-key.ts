/**
 * Messages that travel as i18n keys with their parameters packed in a small query string
 * ("validation.min?min=3"). Free of zod, so the web app's first load can translate them cheaply.
 */
export type MessageKey = { key: string; values: Record<string, string> };

export function messageKey(key: string, values: Record<string, string | number> = {}): string {
  const params = new URLSearchParams(
    Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const query = params.toString();
  return query ? `${key}?${query}` : key;
}

export function parseMessageKey(message: string): MessageKey {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  return {
    key: message.slice(0, at),
    values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))),
  };
}
