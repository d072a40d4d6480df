/** Which platform a live post URL belongs to (Instagram, YouTube, TikTok, X), or null. */
export function platformOfUrl(url: string): 'instagram' | 'youtube' | 'tiktok' | 'twitter' | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
  } catch {
    return null;
  }
  if (host === 'instagram.com' || host === 'instagr.am') return 'instagram';
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'music.youtube.com') return 'youtube';
  if (host === 'tiktok.com' || host.endsWith('.tiktok.com')) return 'tiktok';
  if (host === 'x.com' || host === 'twitter.com') return 'twitter';
  return null;
}

/** One form per post, so a CSV row matches the URL the creator submitted: https, no www, no query or trailing slash. */
export function normalisePostUrl(url: string): string {
  try {
    const u = new URL(url.trim());
    const host = u.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
    if (host === 'youtu.be') return `youtube.com/watch/${u.pathname.replace(/^\//, '').replace(/\/$/, '')}`;
    if (host === 'youtube.com' && u.pathname === '/watch' && u.searchParams.get('v')) return `youtube.com/watch/${u.searchParams.get('v')}`;
    if (host === 'youtube.com' && u.pathname.startsWith('/shorts/')) return `youtube.com/watch/${u.pathname.split('/')[2]}`;
    return `${host === 'twitter.com' ? 'x.com' : host}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return url.trim().toLowerCase();
  }
}
