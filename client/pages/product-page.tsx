import { productFaqFor } from '../../content/product-page';
import { countFigure, formatDate, formatFigure } from '../../domain/format';
import type { Product, ShopClaims } from '../../domain/types';
import { Breadcrumb } from '../components/breadcrumb';
import { RatingStars, ReviewsCheck, ratingText, TestimonialList } from '../components/claims';
import { FaqAccordion } from '../components/faq-accordion';
import { Island } from '../components/island';
import { ProductFacts, type ProductMakerProps } from '../components/product-facts';
import { ProductGrid } from '../components/product-grid';
import { ServingNote } from '../components/serving-note';
import { TrustBadges } from '../components/trust-badges';
import { ProductGallery } from '../islands/product-gallery';
import { ProductPurchase } from '../islands/product-purchase';

export interface ProductPageProps {
  product: Product;
  related: Product[];
  /** SPEC §9's random figures on the page (SIMULATED_SOCIAL_PROOF). */
  simulatedSocialProof: boolean;
  /** The shop's figures and reviews as its store states them; each line shows only with its figure. */
  claims: ShopClaims;
  /** The configured maker and cosmetics' responsible person, for products whose metafields name none. */
  maker?: ProductMakerProps;
}

const NO_MAKER: ProductMakerProps = { manufacturer: null, responsiblePerson: null };

export function ProductPage({ product, related, simulatedSocialProof, claims, maker = NO_MAKER }: ProductPageProps) {
  // An e-cigarette's page informs and sells; it does not promote (Legea 64/2024, Dir. 2014/40 art. 20(5)): no rating,
  // no testimonials, no other products beside it (sixth review F6).
  const vape = product.info?.form === 'vape';
  const productReviews = vape ? [] : (product.testimonials ?? []);
  const rating = vape ? null : product.rating;
  const shopRating = vape ? null : claims.rating;
  const shopReviews = vape ? [] : claims.reviews;
  const others = vape ? [] : related;
  return (
    <div className="container-page py-8">
      <Breadcrumb
        items={[{ href: '/', label: 'Acasă' }, { href: '/shop', label: 'Magazin' }, { label: product.title }]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        {/* The photo shows without script; the thumbnails hydrate it when reached for (a held tap counts). */}
        <Island
          name="product-gallery"
          component={ProductGallery}
          props={{ images: product.images, title: product.title }}
          hydrate="interaction"
        />
        <div>
          {product.badge && (
            <p className="text-sm font-semibold tracking-wide text-forest-700 uppercase">{product.badge}</p>
          )}
          <h1 className="mt-1 font-display text-3xl font-bold sm:text-4xl">{product.title}</h1>
          {rating && (
            <p className="mt-2 flex items-center gap-2 text-sm text-ink-700" data-testid="product-rating">
              <RatingStars rating={rating} />
              {`Produs evaluat cu ${ratingText(rating)}`}
            </p>
          )}
          {shopRating && (
            <p className="mt-2 flex items-center gap-2 text-sm text-ink-700" data-testid="shop-rating">
              <RatingStars rating={shopRating} />
              {`Magazin evaluat cu ${ratingText(shopRating)}`}
            </p>
          )}
          {(rating || shopRating) && <ReviewsCheck check={claims.reviewsCheck} className="mt-1" />}
          {/* The guide comes with an order: never offered beside a product that cannot be ordered. */}
          {claims.freeGuideOrders && product.info?.form !== 'vape' && product.availableForSale && (
            <p className="mt-1 text-sm text-ink-700">
              {claims.freeGuideOrders === 1
                ? 'Prima comandă din fiecare lună primește gratuit ghidul tipărit Verdana.'
                : `Primele ${countFigure(claims.freeGuideOrders, 'comandă', 'comenzi')} din fiecare lună primesc gratuit ghidul tipărit Verdana.`}{' '}
              <a href="/regulament-oferte#ghid-tiparit" className="underline underline-offset-2">
                Regulamentul
              </a>
            </p>
          )}
          <p className="mt-4 text-lg text-ink-700">{product.description}</p>
          <div className="mt-6">
            <Island
              name="product-purchase"
              component={ProductPurchase}
              props={{
                product: { ...product, lot: undefined, info: undefined },
                // Never beside an e-cigarette (Dir. 2014/40 art. 20(5)).
                simulatedSocialProof: simulatedSocialProof && product.info?.form !== 'vape',
              }}
            />
          </div>
          <div className="mt-6 space-y-1 rounded-xl bg-cream-100 p-4 text-sm text-ink-700">
            {product.lot && <LotNote lot={product.lot} />}
            {product.info && <ServingNote servings={product.info.servings} />}
            <p>
              <strong>18+</strong> Produsul nu este un medicament și nu înlocuiește consultul medical. A nu se lăsa la
              îndemâna copiilor.
            </p>
          </div>
        </div>
      </div>
      <div className="mt-10">
        <TrustBadges />
      </div>
      {product.info && <ProductFacts info={product.info} maker={maker} />}
      {productReviews.length > 0 && (
        <section aria-labelledby="recenzii-produs" className="mt-16 render-near-view">
          <h2 id="recenzii-produs" className="font-display text-3xl font-bold">
            Ce spun clienții despre acest produs
          </h2>
          <ReviewsCheck check={claims.reviewsCheck} className="mt-2" />
          <TestimonialList items={productReviews} />
        </section>
      )}
      {shopReviews.length > 0 && (
        <section aria-labelledby="recenzii-magazin" className="mt-16 render-near-view">
          <h2 id="recenzii-magazin" className="font-display text-3xl font-bold">
            Recenzii despre magazin
          </h2>
          <p className="mt-2 text-ink-700">
            Ce spun clienții despre comenzi, livrare și suport: păreri despre magazin, nu despre acest produs.
          </p>
          <ReviewsCheck check={claims.reviewsCheck} className="mt-1" />
          <TestimonialList items={shopReviews} />
        </section>
      )}
      <section aria-labelledby="intrebari-produs" className="mt-16 max-w-3xl render-near-view">
        <h2 id="intrebari-produs" className="font-display text-3xl font-bold">
          Întrebări frecvente
        </h2>
        <div className="mt-6">
          <FaqAccordion items={productFaqFor(product.info?.form ?? null, product.info?.usage ?? null)} />
        </div>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="cumparate-impreuna" className="mt-16 render-near-view">
          <h2 id="cumparate-impreuna" className="font-display text-3xl font-bold">
            Poate te interesează și
          </h2>
          <div className="mt-6">
            <ProductGrid products={others} eager={0} />
          </div>
        </section>
      )}
    </div>
  );
}

export function ProductNotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="font-display text-4xl font-bold">Produs negăsit</h1>
      <p className="mt-3 max-w-md text-lg text-ink-700">
        Produsul căutat nu există sau nu mai este disponibil în magazin.
      </p>
      <a href="/shop" className="btn btn-primary mt-8">
        Înapoi la magazin
      </a>
    </section>
  );
}

/** The lot on sale, what the lab measured and where its certificate is; only what the store publishes is said. */
function LotNote({ lot }: { lot: NonNullable<Product['lot']> }) {
  const loq = lot.thc ? `${formatFigure(lot.thc.loqPercent)}%` : '';
  return (
    <>
      <p>
        <strong>Lot {lot.number}</strong>
        {lot.analysedAt && (
          <>
            {' '}
            · analizat pe <time dateTime={lot.analysedAt}>{formatDate(lot.analysedAt)}</time>
          </>
        )}
        {lot.lab && ` ${lot.analysedAt ? '' : '· analizat '}de ${lot.lab}`}
        {lot.accreditation && ` (acreditare ${lot.accreditation}${lot.demo ? ', date demonstrative' : ''})`}
      </p>
      {lot.thc && (
        <p>
          THC:{' '}
          {lot.thc.measuredPercent === null
            ? `sub limita de cuantificare (${loq})`
            : `${formatFigure(lot.thc.measuredPercent)}% (limita de cuantificare: ${loq})`}
        </p>
      )}
      {lot.cbd.length > 0 && (
        <p>
          CBD măsurat:{' '}
          {lot.cbd
            .map(
              (row) =>
                `${row.label ? `${row.label}: ` : ''}${formatFigure(row.measured.value)} ${row.measured.unit} (declarat ${formatFigure(row.declared.value)} ${row.declared.unit})`,
            )
            .join(' · ')}
        </p>
      )}
      {lot.certificateUrl && (
        <p>
          <a href={lot.certificateUrl} className="font-semibold text-forest-800 underline underline-offset-4">
            Vezi buletinul de analiză (lotul {lot.number})
          </a>
        </p>
      )}
      {lot.reportFileUrl && (
        <p>
          <a href={lot.reportFileUrl} download className="font-semibold text-forest-800 underline underline-offset-4">
            Descarcă raportul laboratorului (PDF{lot.reportNumber ? `, nr. ${lot.reportNumber}` : ''})
          </a>
        </p>
      )}
    </>
  );
}
