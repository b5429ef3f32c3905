import { type ReactNode, Suspense, use } from 'react';
import { quizIntro } from '../../content/about';
import { homeFaq } from '../../content/faq';
import { benefits, site, trustPoints } from '../../content/site';
import { countFigure, countRo, formatMoney, ratingOutOf } from '../../domain/format';
import { savings } from '../../domain/pricing';
import { productFormOf } from '../../domain/product-form';
import type { PromotionState } from '../../domain/promotion';
import type { ListResult, Product, ShopClaims } from '../../domain/types';
import { productUnitPrice } from '../../domain/unit-price';
import { FiguresSource, RatingStars, ReviewsCheck } from '../components/claims';
import { FaqAccordion } from '../components/faq-accordion';
import { ArrowRightIcon, BadgeCheckIcon, BrainIcon, CheckIcon, LeafIcon, MoonIcon } from '../components/icons';
import { Island } from '../components/island';
import { DiscountBadge, Price } from '../components/price';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { ProductImage } from '../components/product-image';
import { SectionHeading } from '../components/section-heading';
import { ExitPopup } from '../islands/exit-popup';
import { LoadErrorToast } from '../islands/load-error-toast';
import { NewsletterForm } from '../islands/newsletter-form';
import { Quiz } from '../islands/quiz';
import { SpinWheel } from '../islands/spin-wheel';
import type { FunctionsConfig } from '../lib/functions';
import { knownStock, productPath } from '../lib/product-item';

export interface HomePageProps {
  hero: Product | null;
  functions: FunctionsConfig;
  /** The promotion when the page was rendered: its claims are made only while it runs. */
  promotion: PromotionState;
  /** HALLOWEEN15 is offered: the promotion runs and the first 100 addresses are not all taken. */
  exitOfferOpen: boolean;
  /** Streamed: the first products of the catalogue (the page keeps 6); the section goes when it failed. */
  products: Promise<ListResult<Product>>;
  /** The shop's figures as its store states them; a line whose figure is missing is left out or said without it. */
  claims: ShopClaims;
}

const BENEFIT_ICONS = [BrainIcon, MoonIcon, LeafIcon, BadgeCheckIcon];

/** "5.000 de clienți", or null when the store states no figure. */
const customersOf = (claims: ShopClaims) =>
  claims.customers ? countFigure(claims.customers, 'client', 'clienți') : null;

export function HomePage({ hero, products, functions, promotion, exitOfferOpen, claims }: HomePageProps) {
  const customers = customersOf(claims);
  return (
    <>
      <Hero hero={hero} promotion={promotion} claims={claims} />
      <Suspense fallback={<PremiumSection>{<ProductGridSkeleton count={6} />}</PremiumSection>}>
        <PremiumProducts products={products} />
      </Suspense>
      <Benefits customers={customers} source={claims.figuresSource} />
      <section aria-labelledby="quiz-titlu" className="container-page py-16">
        <SectionHeading id="quiz-titlu" eyebrow="Chestionar în 60 de secunde" intro={quizIntro.lead}>
          {quizIntro.title}
        </SectionHeading>
        <div className="mt-10 rounded-3xl bg-white p-6 shadow-sm sm:p-10">
          <Island name="quiz" component={Quiz} props={{ functions }} hydrate="visible" />
        </div>
      </section>
      <section aria-labelledby="newsletter-titlu" className="container-page py-16">
        <div className="grid items-center gap-8 rounded-3xl bg-forest-800 p-8 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-forest-200 uppercase">Newsletter</p>
            <h2 id="newsletter-titlu" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
              Cod de 10% reducere pentru o comandă
            </h2>
            <p className="mt-3 text-lg text-forest-50">
              Abonează-te și primești pe e-mail un cod personal NEWSLETTER10-…: 10% la produsele dintr-o comandă, fără
              vape-uri și fără livrare, valabil o singură dată; codul nu expiră. Plus ghiduri și oferte.
              {claims.subscribers
                ? ` Alătură-te celor peste ${countFigure(claims.subscribers, 'abonat', 'abonați')}.`
                : ''}
            </p>
            {claims.subscribers ? (
              <FiguresSource source={claims.figuresSource} className="mt-2 text-forest-100" />
            ) : null}
          </div>
          <Island name="newsletter-form" component={NewsletterForm} props={{ functions }} hydrate="visible" />
        </div>
      </section>
      <section aria-labelledby="intrebari" className="container-page py-16">
        <SectionHeading
          id="intrebari"
          eyebrow="Întrebări frecvente"
          intro="Tot ce vrei să știi înainte de prima comandă."
        >
          Ai întrebări? Avem răspunsuri.
        </SectionHeading>
        <div className="mx-auto mt-10 max-w-3xl">
          <FaqAccordion items={homeFaq} />
        </div>
      </section>
      <Island
        name="exit-popup"
        component={ExitPopup}
        props={{ functions, offerOpen: exitOfferOpen, endsAt: promotion.endsAt }}
        hydrate="idle"
      />
      <Island name="spin-wheel" component={SpinWheel} props={{ functions }} hydrate="idle" />
    </>
  );
}

function Hero({ hero, promotion, claims }: { hero: Product | null; promotion: PromotionState; claims: ShopClaims }) {
  const running = promotion.phase === 'running';
  const customers = customersOf(claims);
  return (
    <section aria-labelledby="hero-titlu" className="overflow-hidden bg-gradient-to-b from-forest-50 to-cream-50">
      <div className="container-page grid items-center gap-10 py-10 lg:grid-cols-2 lg:py-16">
        <div>
          {running && (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-pumpkin-700 px-3 py-1 text-sm font-bold text-white">
              {`${promotion.label} -${promotion.percent}% la tot magazinul`}
            </p>
          )}
          <h1 id="hero-titlu" className="font-display text-4xl leading-tight font-bold text-ink-900 sm:text-5xl">
            Produse CBD cu buletin de analiză pentru fiecare lot
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-700">
            Uleiuri, jeleuri și creme cu CBD din cânepă cultivată în Europa, testate în laborator și livrate oriunde în
            România.
          </p>
          <ul
            className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-700"
            aria-label="Ce spun cifrele"
          >
            {claims.rating && (
              <li className="inline-flex items-center gap-1.5" data-testid="shop-rating">
                <RatingStars rating={claims.rating} />
                <span>
                  <strong>{ratingOutOf(claims.rating.value, claims.rating.scaleMax)}</strong>
                  {claims.rating.count ? ` din ${countFigure(claims.rating.count, 'recenzie', 'recenzii')}` : ''}
                </span>
              </li>
            )}
            {customers && (
              <li>
                <strong>{`Peste ${customers}`}</strong>
              </li>
            )}
            <li>
              <strong>{site.thc}</strong>, pe fiecare lot
            </li>
          </ul>
          {claims.rating && <ReviewsCheck check={claims.reviewsCheck} className="mt-2" />}
          {customers && <FiguresSource source={claims.figuresSource} className="mt-1 text-ink-600" />}
          <ul className="mt-6 grid gap-2 sm:grid-cols-2">
            {trustPoints.map((point) => (
              <li key={point.title} className="flex items-start gap-2 text-ink-700">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-forest-600" />
                <span>
                  <strong className="text-ink-900">{point.title}</strong> – {point.detail}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/shop" className="btn btn-accent px-7 text-lg">
              {running ? `Cumpără acum -${promotion.percent}%` : 'Cumpără acum'}
            </a>
            <a href="/despre" className="btn btn-outline px-7 text-lg">
              Află mai multe
            </a>
          </div>
        </div>
        {hero && <HeroProduct product={hero} promotion={running ? promotion.label : null} />}
      </div>
    </section>
  );
}

/** SPEC's "last N products" on the hero, from the real stock (shown when it is 100 or fewer). */
function heroStock(product: Product): number | null {
  const total = knownStock(product);
  return total !== null && total > 0 && total <= 100 ? total : null;
}

/** `promotion`: the running promotion's label, for the stock line; null when none runs. */
function HeroProduct({ product, promotion }: { product: Product; promotion: string | null }) {
  const stock = heroStock(product);
  const { reduction } = product;
  return (
    <article className="card relative mx-auto w-full max-w-md overflow-hidden" aria-labelledby="hero-produs">
      <ProductImage image={product.images[0]} sizes="(min-width: 1024px) 28rem, 92vw" priority />
      <DiscountBadge reduction={reduction} large className="absolute top-4 left-4" />
      <div className="p-5">
        {product.badge && <p className="text-sm font-semibold text-forest-700">{product.badge}</p>}
        <h2 id="hero-produs" className="mt-1 text-xl font-semibold">
          <a href={productPath(product.handle)} className="after:absolute after:inset-0 hover:text-forest-800">
            {product.title}
          </a>
        </h2>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
          <Price price={product.price} reduction={reduction} size="lg" unitPrice={productUnitPrice(product)} />
          {reduction && (
            <p
              className="rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800"
              data-testid="savings"
            >
              {`Economisești ${formatMoney(savings(product.price, reduction))}`}
            </p>
          )}
        </div>
        {stock !== null && (
          <p className="mt-3 text-sm font-semibold text-pumpkin-700">
            {stock === 1 ? 'Ultima bucată' : `Ultimele ${countRo(stock, 'bucată', 'bucăți')}`}
            {promotion ? ` la prețul de ${promotion}` : ' în stoc'}
          </p>
        )}
      </div>
    </article>
  );
}

function PremiumSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="produse-premium" className="container-page py-16">
      <SectionHeading
        id="produse-premium"
        eyebrow="Din magazin"
        intro="Uleiuri și jeleuri, vape-uri, precum și creme și alte produse de uz extern, cu analiza fiecărui lot publicată."
      >
        Produse premium
      </SectionHeading>
      {children}
      <div className="mt-10 text-center">
        <a href="/shop" className="btn btn-outline">
          Vezi toate produsele
          <ArrowRightIcon />
        </a>
      </div>
    </section>
  );
}

/** SPEC §8: when the list fails only this section goes (logged on the server); a frozen shop is told as a toast. */
function PremiumProducts({ products }: { products: Promise<ListResult<Product>> }) {
  const { items, notice } = use(products);
  // No e-cigarette among the featured products (Dir. 2014/40 art. 20(5)): vapes are listed, never promoted.
  const list = items.filter((p) => productFormOf(null, p.productType) !== 'vape').slice(0, 6);
  if (!list.length) return notice ? <Island name="load-error-toast" component={LoadErrorToast} props={notice} /> : null;
  return (
    <PremiumSection>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((product, i) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} priority={i < 1} />
          </li>
        ))}
      </ul>
    </PremiumSection>
  );
}

function Benefits({ customers, source }: { customers: string | null; source: string | null }) {
  return (
    <section aria-labelledby="beneficii" className="bg-forest-900 py-16 text-white">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-forest-200 uppercase">De ce Verdana</p>
          <h2 id="beneficii" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            De ce aleg clienții Verdana
          </h2>
          <p className="mt-3 text-lg text-forest-100">
            {customers
              ? `Peste ${customers} din toată România au comandat de la noi.`
              : 'Trimitem comenzi în toată România.'}
          </p>
          {customers && <FiguresSource source={source} className="mt-2 text-forest-100" />}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit, i) => {
            const Icon = BENEFIT_ICONS[i] ?? LeafIcon;
            return (
              <li key={benefit.title} className="rounded-2xl bg-forest-800 p-6">
                <Icon className="size-8 text-pumpkin-100" />
                <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-forest-100">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
