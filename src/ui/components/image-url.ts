/** Images are stored as paths relative to the API host; the page shows them under it. */
export function imageUrl(apiHost: string, storedPath: string | null | undefined): string | undefined {
  if (!storedPath) return undefined;
  if (/^(https?:|data:|blob:)/.test(storedPath)) return storedPath;
  return `${apiHost.replace(/\/+$/, '')}/${storedPath.replace(/^\/+/, '')}`;
}
