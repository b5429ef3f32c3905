// The cookie banner's text (client/components/notices.tsx). It says what the site really stores: the cart,
// the favourites, the codes received and the cookie choice live in the browser's localStorage, not in cookies;
// the one cookie is verdana_wheel, set only by a spin of the wheel. No analytics or marketing tool is installed:
// the two categories say what such a tool would store, and that none is used now. The privacy policy's tables
// (content/policies/privacy.ts, #cookie-uri) list the same, in detail.
import { WHEEL_NAME } from './wheel';

export const cookieBanner = {
  title: 'Cookie-uri și confidențialitate',
  summary:
    'Coșul și favoritele rămân în browserul tău (localStorage), nu în cookie-uri. Nu folosim cookie-uri de analiză sau de marketing; le-am folosi doar cu acordul tău.',
  necessary: `mereu active: memoria browserului păstrează coșul, favoritele, codurile primite, confirmarea vârstei și această alegere; singurul cookie, verdana_wheel, se setează doar când învârți ${WHEEL_NAME} și se păstrează 180 de zile.`,
  analytics:
    'cookie-uri cu statistici despre paginile vizitate, păstrate cel mult 13 luni. Acum nu folosim niciun instrument de analiză.',
  marketing:
    'cookie-uri pentru măsurarea campaniilor și pentru reclame pe alte site-uri, păstrate cel mult 13 luni. Acum nu folosim niciunul.',
} as const;
