// The figures and reviews a store states (shop and product metafields). Each piece renders only with its data.
import { REVIEWS_NOT_CHECKED } from '../../content/site';
import { countFigure, ratingOutOf } from '../../domain/format';
import type { Rating, Testimonial } from '../../domain/types';
import { StarIcon } from './icons';

/** Stars out of 5 for a rating on its own scale: as many gold as the rating earns, the rest pale. */
export function RatingStars({ rating }: { rating: Rating }) {
  const filled = Math.round(((rating.value - rating.scaleMin) / (rating.scaleMax - rating.scaleMin)) * 5);
  return (
    <span className="inline-flex" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className={i < filled ? 'text-gold-500' : 'text-cream-200'}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}

/** "4,9/5 (247 de recenzii)", or "4,9/5" when the store gives no count. */
export const ratingText = (rating: Rating) =>
  `${ratingOutOf(rating.value, rating.scaleMax)}${rating.count ? ` (${countFigure(rating.count, 'recenzie', 'recenzii')})` : ''}`;

/** The testimonials, each with its stars when the store gives them. */
export function TestimonialList({ items }: { items: Testimonial[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {items.map((t, i) => (
        <li key={`${t.name}-${i}`} className="card p-6">
          {t.rating !== null && (
            <p className="flex text-gold-500" role="img" aria-label={`${t.rating} din 5 stele`}>
              {Array.from({ length: t.rating }, (_, j) => (
                <StarIcon key={j} />
              ))}
            </p>
          )}
          <blockquote className="mt-3 text-ink-700">„{t.text}”</blockquote>
          <p className="mt-4 text-sm font-semibold">
            {t.name}
            {t.city && (
              <>
                , <span className="font-normal text-ink-600">{t.city}</span>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Beside every count of customers, subscribers or quiz users: how the store counted it (verdana.figures_source).
 * The store's claims carry no count without one.
 */
export function FiguresSource({ source, className = '' }: { source: string | null; className?: string }) {
  if (!source) return null;
  return (
    <p className={`text-xs ${className}`} data-testid="figures-source">
      {source}
    </p>
  );
}

/**
 * Beside every rating and list of reviews: whether and how they are checked to come from real buyers (Directiva
 * Omnibus; Legea 363/2007 art. 7), as the store states it, else that they are not checked.
 */
export function ReviewsCheck({ check, className = '' }: { check: string | null; className?: string }) {
  return (
    <p className={`text-xs text-ink-600 ${className}`} data-testid="reviews-check">
      {check ?? REVIEWS_NOT_CHECKED}
    </p>
  );
}
