import { MESSAGES } from '@peptide/domain';
import {
  ButtonLink,
  CategoryTiles,
  FaqAccordion,
  FeatureBlurbs,
  Hero,
  TestimonialCarousel,
} from '@peptide/ui';
import { data, useRouteLoaderData } from 'react-router';
import { HydrationSlice } from '../components/HydrationSlice';
import { ProductList } from '../components/ProductList';
import { Section } from '../components/Section';
import { serverConfig } from '../config.server';
import { homeFaqItems } from '../content/homeFaq';
import { TESTIMONIALS } from '../content/reviews';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { HOME_BEST_SELLERS, loadBestSellers } from '../lib/catalogue.server';
import { commerceClient } from '../lib/commerce.server';
import { deferOnNavigation } from '../lib/loading.server';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { loader as rootLoader } from '../root';
import { HOME_SKELETON_COUNT } from '../shopConfig';
import * as styles from './_index.css';
import type { Route } from './+types/_index';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Research peptides, third-party tested, shipped from the EU',
    'Research peptides, powders and bacteriostatic water for laboratories: third-party tested with certificates of analysis, shipped from the EU.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/** The hero video's poster: the largest paint on a phone, requested before the stylesheets. */
const HERO_POSTER = '/media/hero-poster.jpg';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', as: 'image', href: HERO_POSTER, fetchPriority: 'high' },
];

/** The best sellers; when they fail the grid says so with a retry link, the rest still shows. */
export async function loader({ request }: Route.LoaderArgs) {
  const bestSellers = await deferOnNavigation(
    request,
    loadBestSellers(commerceClient(), HOME_BEST_SELLERS),
  );
  return data(
    { canonical: `${serverConfig().storefrontUrl}/`, bestSellers: bestSellers.data },
    { headers: cacheHeaders(bestSellers.complete) },
  );
}

export default routeComponent(function Home({ loaderData }: Route.ComponentProps) {
  const regions = useRouteLoaderData<typeof rootLoader>('root')?.config.regions ?? [];
  return (
    <>
      <div className={styles.hero}>
        <Hero
          videoSrc="/media/hero.webm"
          videoType="video/webm"
          posterSrc={HERO_POSTER}
          videoWidth={960}
          videoHeight={540}
          title="Research peptides, tested and shipped from the EU"
          text="Lyophilised peptides, powders and bacteriostatic water for laboratory research, each batch with its certificate of analysis."
          cta={{ label: 'Shop Now', href: '/shop' }}
        />
      </div>
      <div className={styles.blurbs}>
        <FeatureBlurbs />
      </div>
      <HydrationSlice>
        <Section title="Shop by category">
          <CategoryTiles />
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        <Section
          title={MESSAGES.bestSellers}
          action={
            <ButtonLink href="/shop" variant="secondary">
              Shop all products
            </ButtonLink>
          }
        >
          <ProductList
            products={loaderData.bestSellers}
            label={MESSAGES.bestSellers}
            skeletonCount={HOME_SKELETON_COUNT}
            origin="home"
          />
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        <Section
          belowFirstScreen
          title={MESSAGES.faq}
          tone="muted"
          action={
            <ButtonLink href="/faqs" variant="secondary">
              {MESSAGES.viewMore}
            </ButtonLink>
          }
        >
          <FaqAccordion items={homeFaqItems(regions)} />
        </Section>
      </HydrationSlice>
      <HydrationSlice>
        <Section title="What researchers say" belowFirstScreen>
          <TestimonialCarousel testimonials={TESTIMONIALS} />
        </Section>
      </HydrationSlice>
    </>
  );
});
