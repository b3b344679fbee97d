import { createContext, type ImgHTMLAttributes, useContext, useRef, useState } from 'react';
import { useInView } from '../hooks/use-in-view.ts';

/** The merchant's image CDN hosts (status info.imageCDNs); empty means same-origin only. */
export const ImageCdnContext = createContext<readonly string[]>([]);

const chosen = new Map<string, string>();

/** One host picked at random per list and page load, so every image shares that host's cache. */
export function pickCdn(hosts: readonly string[], random: () => number = Math.random): string | undefined {
  if (hosts.length === 0) return undefined;
  const key = hosts.join(' ');
  let host = chosen.get(key);
  if (host === undefined) {
    host = hosts[Math.floor(random() * hosts.length)] ?? hosts[0] ?? '';
    chosen.set(key, host);
  }
  return host;
}

const isAbsolute = (path: string): boolean => /^(https?:|data:|blob:)/.test(path);

export function cdnUrl(host: string | undefined, path: string): string {
  if (!host || isAbsolute(path)) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The image's CDN address, falling back to the default (same-origin) host if the CDN fails. */
export function useImageUrl(path: string): { src: string; onError: () => void } {
  const host = pickCdn(useContext(ImageCdnContext));
  const [failedPath, setFailedPath] = useState<string>();
  return {
    src: failedPath === path ? path : cdnUrl(host, path),
    onError: () => setFailedPath(path),
  };
}

type CdnImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  path: string;
  alt: string;
};

export function CdnImage({ path, alt, ...rest }: CdnImageProps) {
  const { src, onError } = useImageUrl(path);
  return <img src={src} alt={alt} onError={onError} loading="lazy" decoding="async" {...rest} />;
}

/**
 * An image in a box of fixed size (the caller's class) that only asks for its picture once the box comes
 * within the spec's lazy-load threshold (100 px) of the viewport, so long lists load what is seen. `width`
 * and `height` give the picture's proportions (its own size in pixels), as the box's class shows it. `first`
 * marks a picture of the first screenful that a page's largest paint may be: asked for at once, first
 * (decision 0099).
 */
export function LazyImage({
  path,
  alt,
  className,
  imgClassName,
  width,
  height,
  first = false,
}: {
  path: string;
  alt: string;
  className?: string;
  imgClassName?: string;
  width: number;
  height: number;
  first?: boolean;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const inView = useInView(box);
  return (
    <span ref={box} className={className}>
      {first || inView ? (
        <CdnImage
          path={path}
          alt={alt}
          className={imgClassName}
          width={width}
          height={height}
          {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
        />
      ) : null}
    </span>
  );
}
