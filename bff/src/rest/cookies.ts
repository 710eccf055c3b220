/** Cookie bookkeeping between the browser, the BFF and the API. */

/** Parses a Cookie request header into name → value. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Applies Set-Cookie lines to a jar, as a browser would: an expired or empty cookie is removed. */
export function applySetCookies(jar: Map<string, string>, lines: readonly string[]): void {
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', v = ''] = a.split('=').map((s) => s.trim());
      if (/^max-age$/i.test(key)) return Number(v) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/** The API's cookie as the browser should get it from the BFF's origin: no Domain attribute. */
export function relayable(line: string): string {
  return line
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';');
}
