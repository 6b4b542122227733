// The login device text of docs/product.md, The REST calls (login-user, logout-user): vendor, model, OS name and version.
export function deviceDescription(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const os =
    /Android ([\d.]+)/.exec(ua)?.[0] ??
    /(iPhone|iPad); CPU (?:iPhone )?OS ([\d_]+)/.exec(ua)?.slice(1).join(' ').replace(/_/g, '.') ??
    /Windows NT ([\d.]+)/.exec(ua)?.[0] ??
    /Mac OS X ([\d_]+)/.exec(ua)?.[0].replace(/_/g, '.') ??
    (/Linux/.test(ua) ? 'Linux' : 'Unknown OS');
  const browser = /(Edg|OPR|Chrome|Firefox|Version)\/([\d.]+)/.exec(ua);
  const vendor = (typeof navigator !== 'undefined' && navigator.vendor) || 'Browser';
  const model = /\(([^;)]+);/.exec(ua)?.[1] ?? 'Web';
  return [vendor, model, os, browser ? `${browser[1] === 'Version' ? 'Safari' : browser[1]} ${browser[2]}` : '']
    .filter(Boolean)
    .join(' ')
    .slice(0, 200);
}
