// Image paths (spec §3): a stored path starting with 'uploads' is served by the API host (the same
// origin here, contract §2); anything else (absolute URL, site path) is used as is.
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^\/?uploads\//.test(path)) return path.startsWith('/') ? path : `/${path}`;
  return path;
}
