import { useState } from 'react';
import type { ProductImage as ProductImageData } from '../../domain/types';
import { ProductImage } from '../components/product-image';

export interface ProductGalleryProps {
  images: ProductImageData[];
  title: string;
}

/** Main image with thumbnail buttons (arrow keys move between them). */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  const select = (i: number, focus = false) => {
    const next = (i + images.length) % images.length;
    setIndex(next);
    if (focus) document.getElementById(`thumb-${next}`)?.focus();
  };
  return (
    <div>
      <ProductImage image={current} sizes="(min-width: 1024px) 40rem, 92vw" priority className="rounded-2xl" />
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-5 gap-2" aria-label={`Imagini: ${title}`}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                id={`thumb-${i}`}
                type="button"
                aria-pressed={i === index}
                aria-label={`Arată imaginea ${i + 1} din ${images.length}`}
                className="block w-full overflow-hidden rounded-lg border-2 border-transparent bg-cream-100 aria-pressed:border-forest-700"
                onClick={() => select(i)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    select(i + 1, true);
                  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
                    event.preventDefault();
                    select(i - 1, true);
                  }
                }}
              >
                <img
                  src={image.url}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
