/** The host of a `host[:port]` (IPv6 in brackets: `[::1]:443`), lower case, without brackets. */
export function hostOf(hostAndPort: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hostAndPort);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return hostAndPort.replace(/:\d+$/, '').toLowerCase();
}
