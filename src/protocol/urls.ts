/** Only http(s) URLs from the network are ever rendered as media or avatars (never javascript:, data: or blob:). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
