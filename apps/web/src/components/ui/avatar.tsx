import { useState } from 'react';
import { cn } from '@/lib/utils';
import { initials } from '@/lib/format';

const palette = [
  'bg-indigo-100 text-indigo-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
  'bg-teal-100 text-teal-800',
];

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** Only images served by our own origin are shown; anything else is drawn as initials. */
export function isLocalImage(src: string | null | undefined): src is string {
  if (!src) return false;
  if (src.startsWith('data:image/')) return true;
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function Avatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const showImage = isLocalImage(src) && !failed;
  return (
    <span
      className={cn(
        'relative inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full text-xs font-semibold',
        !showImage && palette[hash(name) % palette.length],
        className,
      )}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={src} alt="" className="size-full object-cover" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
