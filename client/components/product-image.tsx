import type { ProductImage as ProductImageData } from '../../domain/types';

interface ProductImageProps {
  image: ProductImageData | undefined;
  /** Layout width hint for the browser, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold: load at once. */
  priority?: boolean;
  /** The page's likely largest image: ask the browser to fetch it first. */
  highPriority?: boolean;
  className?: string;
}

/**
 * Image inside a frame that shows a soft placeholder while it loads; client/lib/image-fallback.ts
 * replaces it with 'Imaginea nu a putut fi încărcată' when it fails.
 */
export function ProductImage({
  image,
  sizes,
  priority = false,
  highPriority = priority,
  className = '',
}: ProductImageProps) {
  return (
    <div
      data-image-frame
      className={`relative aspect-square overflow-hidden bg-gradient-to-br from-cream-100 to-forest-50 ${className}`}
    >
      {image ? (
        <img
          src={image.url}
          alt={image.altText}
          width={image.width ?? 800}
          height={image.height ?? 800}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={highPriority ? 'high' : 'auto'}
          decoding={highPriority ? 'sync' : 'async'}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-ink-600">
          Imaginea nu a putut fi încărcată
        </p>
      )}
    </div>
  );
}
