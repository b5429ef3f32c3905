#!/usr/bin/env node
// Draws the illustrations of the embedded catalogue as small SVG files in content/catalog/images/.
// Self-contained: the image specs below are the only input. File names must match the `file`
// fields in content/catalog/products.ts ({handle}-{n}.svg) and collections.ts (collection-{handle}.svg).
//
//   node scripts/generate-catalog-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'catalog', 'images');

// ───────────────────────── palette ─────────────────────────

/** Per product kind: background gradient, glow, ink (text/accents), leaf motif colour. */
const KINDS = {
  ulei: { bg: ['#F7E8C8', '#D6E4C2'], glow: '#FFF5DF', ink: '#2F5D3A', leaf: '#6E8F4E' },
  jeleuri: { bg: ['#FCE6EE', '#F0C0D4'], glow: '#FFF3F7', ink: '#7E2450', leaf: '#C0577F' },
  vape: { bg: ['#DCEFF1', '#B4C4D2'], glow: '#F2FAFB', ink: '#1F4E5F', leaf: '#4F7F8C' },
  crema: { bg: ['#F8F2E4', '#D6E1CB'], glow: '#FFFCF4', ink: '#4F6A4B', leaf: '#8AA37F' },
  topic: { bg: ['#D9F2E7', '#E0D8F3'], glow: '#F7FCFA', ink: '#4E4180', leaf: '#6FAE95' },
  iarna: { bg: ['#EAF1F8', '#CCDAEA'], glow: '#FFFFFF', ink: '#2C4A6B', leaf: '#8FA9C4' },
};

const PAPER = '#FBF8F1';
const FONT = 'system-ui, sans-serif';
const BRAND = { vw: 'VERDANA', ch: 'CARPAȚI HEMP' };

// ───────────────────────── product image specs ─────────────────────────
// views: one letter per image, in order → {handle}-1.svg, {handle}-2.svg, ...
//   f = front, l = label close-up, b = with the box, i = ingredients motif, t = texture

const P = (kind, handle, name, shape, tint, label, sub, views, extra = {}) => ({
  kind,
  handle,
  name,
  shape,
  tint,
  label,
  sub,
  views,
  brand: 'vw',
  ...extra,
});

const PRODUCTS = [
  P(
    'ulei',
    'ulei-cbd-10-spectru-complet',
    'Ulei CBD 10% spectru complet',
    'dropper',
    '#A8652A',
    'CBD 10%',
    'SPECTRU COMPLET',
    'flbit',
  ),
  P(
    'ulei',
    'ulei-cbd-5-spectru-larg',
    'Ulei CBD 5% spectru larg',
    'dropper',
    '#C98A3A',
    'CBD 5%',
    'SPECTRU LARG',
    'flbt',
  ),
  P(
    'ulei',
    'ulei-cbd-15-spectru-complet',
    'Ulei CBD 15% spectru complet',
    'dropper',
    '#8E5322',
    'CBD 15%',
    'SPECTRU COMPLET',
    'fli',
  ),
  P(
    'ulei',
    'ulei-cbd-20-spectru-complet',
    'Ulei CBD 20% spectru complet',
    'dropper',
    '#7A4A1E',
    'CBD 20%',
    'SPECTRU COMPLET',
    'fbt',
  ),
  P(
    'ulei',
    'ulei-cbd-30-editie-limitata',
    'Ulei CBD 30% spectru complet – ediție limitată',
    'dropper',
    '#4B2E5C',
    'CBD 30%',
    'EDIȚIE LIMITATĂ',
    'flbi',
  ),
  P(
    'ulei',
    'ulei-cbd-seara-lavanda',
    'Ulei CBD 10% de seară cu lavandă și mușețel',
    'dropper',
    '#6A5590',
    'SEARĂ',
    'CBD 10% · LAVANDĂ',
    'fbit',
  ),
  P(
    'ulei',
    'ulei-canepa-cbd-carpati',
    'Ulei de cânepă cu CBD Carpați',
    'dropper',
    '#55683A',
    'CBD',
    'ULEI DE CÂNEPĂ',
    'flb',
    { brand: 'ch', cap: '#E6DCC3' },
  ),
  P(
    'ulei',
    'ulei-cbd-20-terpene-citrice',
    'Ulei CBD 20% cu terpene citrice',
    'dropper',
    '#B5762A',
    'CBD 20%',
    'TERPENE CITRICE',
    'flt',
  ),

  P(
    'jeleuri',
    'jeleuri-cbd-fructe-de-padure',
    'Jeleuri CBD cu fructe de pădure',
    'jar',
    '#8E2A55',
    'CBD 10 mg',
    'FRUCTE DE PĂDURE',
    'ftbi',
  ),
  P(
    'jeleuri',
    'jeleuri-cbd-seara-musetel-roinita',
    'Jeleuri CBD de seară cu mușețel și roiniță',
    'jar',
    '#4F3D7A',
    'SEARĂ',
    'CBD 15 mg · MUȘEȚEL',
    'flbt',
  ),
  P(
    'jeleuri',
    'jeleuri-cbd-citrice-vitamina-c',
    'Jeleuri CBD cu citrice și vitamina C',
    'jar',
    '#E98A2B',
    'CBD 10 mg',
    'CITRICE · VITAMINA C',
    'fti',
  ),
  P(
    'jeleuri',
    'jeleuri-cbd-mango-fructul-pasiunii',
    'Jeleuri CBD cu mango și fructul pasiunii',
    'pouch',
    '#F2A33A',
    'MANGO',
    'CBD 10 mg · 20 BUC',
    'fbt',
  ),
  P(
    'jeleuri',
    'jeleuri-cbd-ashwagandha-cirese',
    'Jeleuri CBD cu ashwagandha și cireșe',
    'jar',
    '#6B1E3A',
    'CBD 15 MG',
    'ASHWAGANDHA · CIREȘE',
    'ft',
  ),

  P(
    'vape',
    'vape-pen-cbd-unica-folosinta',
    'Vape CBD de unică folosință',
    'pen',
    '#3FB8AF',
    'CBD',
    '500 INHALĂRI',
    'flbt',
  ),
  P('vape', 'vape-cbd-menta-rece', 'Vape CBD cu mentă rece', 'pen', '#7FD6C2', 'MENTĂ', 'CBD · 300 INHALĂRI', 'ft'),
  P('vape', 'cartus-vape-cbd-510', 'Cartuș vape CBD 1 ml, filet 510', 'cart', '#E2B34A', 'CBD', '1 ML · 510', 'flt'),
  P(
    'vape',
    'e-lichid-cbd-10-ml',
    'E-lichid CBD 10 ml cu lămâie și busuioc',
    'liquid',
    '#2F8F9D',
    'CBD',
    'E-LICHID 10 ML',
    'flb',
  ),
  P(
    'vape',
    'kit-vape-pen-cbd-reincarcabil',
    'Kit vape CBD reîncărcabil',
    'pen',
    '#9DB8A0',
    'KIT CBD',
    'REÎNCĂRCABIL',
    'fblt',
    { body: '#56606A' },
  ),

  P(
    'crema',
    'crema-masaj-cbd-arnica-mentol',
    'Cremă de masaj CBD cu arnică și mentol',
    'tube',
    '#5E7A5A',
    'CBD',
    'MASAJ · ARNICĂ',
    'ftbi',
  ),
  P(
    'crema',
    'crema-de-noapte-cbd-bakuchiol',
    'Cremă de noapte cu CBD și bakuchiol',
    'pot',
    '#3E4A63',
    'NOAPTE',
    'CBD · BAKUCHIOL',
    'fltb',
  ),
  P(
    'crema',
    'crema-cbd-pentru-maini-unt-de-shea',
    'Cremă CBD pentru mâini cu unt de shea',
    'tube',
    '#C9A46B',
    'CBD',
    'MÂINI · SHEA',
    'ftb',
  ),
  P(
    'crema',
    'crema-de-zi-cbd-acid-hialuronic',
    'Cremă de zi cu CBD și acid hialuronic',
    'pot',
    '#8FB38A',
    'ZI',
    'CBD · HIALURONIC',
    'flt',
  ),
  P('crema', 'crema-cbd-picioare', 'Cremă CBD pentru picioare', 'tube', '#3F6B4F', 'CBD', 'PICIOARE', 'fbi', {
    brand: 'ch',
  }),

  P(
    'topic',
    'balsam-cbd-arnica-mentol',
    'Balsam CBD cu arnică și mentol',
    'tin',
    '#3D7A6A',
    'CBD',
    'ARNICĂ · MENTOL',
    'ftbi',
  ),
  P('topic', 'roll-on-cbd-lavanda', 'Roll-on CBD cu lavandă', 'rollon', '#8A77B8', 'CBD', 'LAVANDĂ', 'fli'),
  P(
    'topic',
    'gel-de-masaj-cbd-racoritor',
    'Gel de masaj CBD cu mentol',
    'pump',
    '#7CC4B2',
    'CBD',
    'GEL DE MASAJ',
    'ftb',
  ),
  P(
    'topic',
    'ser-facial-cbd-niacinamida',
    'Ser facial cu CBD și niacinamidă',
    'dropper',
    '#B7A6D9',
    'SER CBD',
    'NIACINAMIDĂ 5%',
    'flti',
    { cap: '#F4F1F8' },
  ),
  P(
    'topic',
    'balsam-cbd-galbenele',
    'Balsam CBD cu gălbenele și ceară de albine',
    'pot',
    '#E0A93A',
    'CBD',
    'GĂLBENELE',
    'ft',
    { brand: 'ch', body: '#8E5A22' },
  ),
];

// ───────────────────────── collection banner specs ─────────────────────────

const COLLECTIONS = [
  {
    handle: 'uleiuri-cbd',
    name: 'Uleiuri CBD',
    kind: 'ulei',
    lines: ['Uleiuri CBD'],
    tag: 'De la 5% la 30%, testate lot cu lot',
    items: ['ulei-cbd-5-spectru-larg', 'ulei-cbd-10-spectru-complet', 'ulei-cbd-20-spectru-complet'],
  },
  {
    handle: 'jeleuri-cbd',
    name: 'Jeleuri CBD',
    kind: 'jeleuri',
    lines: ['Jeleuri CBD'],
    tag: 'Vegane, cu fructe adevărate',
    items: ['jeleuri-cbd-citrice-vitamina-c', 'jeleuri-cbd-fructe-de-padure', 'jeleuri-cbd-mango-fructul-pasiunii'],
  },
  {
    handle: 'vape-cbd',
    name: 'Țigarete electronice cu CBD',
    kind: 'vape',
    lines: ['Țigarete', 'electronice CBD'],
    tag: 'Fără nicotină adăugată · doar 18+',
    items: ['vape-cbd-menta-rece', 'cartus-vape-cbd-510', 'vape-pen-cbd-unica-folosinta'],
  },
  {
    handle: 'creme-si-topice',
    name: 'Creme și produse de uz extern',
    kind: 'crema',
    lines: ['Creme', 'de uz extern'],
    tag: 'Îngrijire cu CBD pentru piele',
    items: ['crema-masaj-cbd-arnica-mentol', 'crema-de-zi-cbd-acid-hialuronic', 'balsam-cbd-arnica-mentol'],
  },
  {
    handle: 'rutina-de-seara',
    name: 'Rutina de seară',
    kind: 'topic',
    lines: ['Rutina', 'de seară'],
    tag: 'Pentru rutina ta de seară',
    items: ['roll-on-cbd-lavanda', 'ulei-cbd-seara-lavanda', 'jeleuri-cbd-seara-musetel-roinita'],
  },
  {
    handle: 'sport-si-masaj',
    name: 'Sport și masaj',
    kind: 'topic',
    lines: ['Sport și', 'masaj'],
    tag: 'După antrenament și drumeții',
    items: ['crema-masaj-cbd-arnica-mentol', 'gel-de-masaj-cbd-racoritor', 'balsam-cbd-arnica-mentol'],
  },
  {
    handle: 'selectia-verdana',
    name: 'Selecția Verdana',
    kind: 'ulei',
    lines: ['Selecția', 'Verdana'],
    tag: 'Alese de echipa noastră',
    items: ['jeleuri-cbd-fructe-de-padure', 'ulei-cbd-10-spectru-complet', 'crema-masaj-cbd-arnica-mentol'],
  },
  {
    handle: 'frumusete-cu-cbd',
    name: 'Frumusețe cu CBD',
    kind: 'topic',
    lines: ['Frumusețe', 'cu CBD'],
    tag: 'Seruri și creme pentru ten',
    items: ['crema-cbd-pentru-maini-unt-de-shea', 'ser-facial-cbd-niacinamida', 'crema-de-noapte-cbd-bakuchiol'],
  },
  {
    handle: 'colectia-de-iarna',
    name: 'Colecția de iarnă',
    kind: 'iarna',
    lines: ['Colecția', 'de iarnă'],
    tag: 'Portocală, scorțișoară și brad',
    items: [],
    soon: 'În curând',
  },
];

// ───────────────────────── helpers ─────────────────────────

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r = (n) => Math.round(n * 100) / 100;

/** Stylised hemp leaf (7 leaflets + stem), defined once per file and reused by leaf(). */
const LEAF_DEF =
  '<g id="h"><path id="f" d="M0 0C16-36 16-96 0-140C-16-96-16-36 0 0Z"/>' +
  [
    [-78, 0.45],
    [-52, 0.68],
    [-26, 0.88],
    [26, 0.88],
    [52, 0.68],
    [78, 0.45],
  ]
    .map(([a, k]) => `<use href="#f" transform="rotate(${a}) scale(${k})"/>`)
    .join('') +
  '<path d="M0 0V50" stroke-width="5"/></g>';

function leaf(x, y, s, rot, color, op = 1) {
  return `<use href="#h" transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${color}" stroke="${color}" opacity="${String(op).replace(/^0\./, '.')}"/>`;
}

function svgOpen(w, h, title, K) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t" font-family="${FONT}">` +
    `<title id="t">${esc(title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${K.bg[0]}"/><stop offset="1" stop-color="${K.bg[1]}"/></linearGradient>${LEAF_DEF}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`
  );
}

/** Paper label with brand, big text and a sub line, centred on (0, y). */
function label(p, K, y, w, h, maxBig = 28) {
  const top = y - h / 2;
  const big = fitFontSize(p.label, w - 18, maxBig);
  if (p.mini) {
    // Banner thumbnails: only the big text is legible at that size.
    return (
      `<rect x="${-w / 2}" y="${top}" width="${w}" height="${h}" rx="6" fill="${PAPER}"/>` +
      `<text y="${r(y + big * 0.38)}" font-size="${big}" font-weight="700" fill="${K.ink}" text-anchor="middle">${esc(p.label)}</text>`
    );
  }
  return (
    `<rect x="${-w / 2}" y="${top}" width="${w}" height="${h}" rx="6" fill="${PAPER}"/>` +
    `<g fill="${K.ink}" text-anchor="middle">` +
    `<text y="${top + 22}" font-size="10" letter-spacing="3">${esc(BRAND[p.brand])}</text>` +
    `<rect x="-18" y="${top + 30}" width="36" height="2" fill="${p.tint}"/>` +
    `<text y="${r(y + big * 0.38 + 4)}" font-size="${big}" font-weight="700">${esc(p.label)}</text>` +
    `<text y="${top + h - 13}" font-size="9" letter-spacing="1" opacity=".8">${esc(p.sub)}</text></g>`
  );
}

/** Largest font size (≤ max) at which a bold line of text fits in `width`. */
const fitFontSize = (text, width, max) => Math.min(max, Math.floor(width / (text.length * 0.66)));

const gummy = (x, y, s, c, plain = false) =>
  `<rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" rx="${Math.round(s * 0.62)}" fill="${c}"/>` +
  (plain
    ? ''
    : `<circle cx="${Math.round(x - s * 0.38)}" cy="${Math.round(y - s * 0.38)}" r="${Math.round(s * 0.22)}" fill="#fff" opacity=".45"/>`);

const GUMMY_MIX = ['#E0457B', '#F29E4C', '#9B5DE5'];

// ───────────────────────── product drawings ─────────────────────────
// Each shape is drawn around its base centre (0,0), growing upwards (negative y).
// Returns { d: markup, h: height, w: width, ly: label centre y }.

const SHAPES = {
  dropper: (p, K) => ({
    h: 372,
    w: 150,
    ly: -110,
    d:
      `<path d="M-75-200Q-75-240-40-250H40Q75-240 75-200V-18Q75 0 57 0H-57Q-75 0-75-18Z" fill="${p.tint}"/>` +
      `<rect x="-64" y="-228" width="10" height="200" rx="5" fill="#fff" opacity=".3"/>` +
      `<rect x="-42" y="-290" width="84" height="44" rx="6" fill="${p.cap || '#C9A45C'}"/>` +
      `<path d="M-42-276H42M-42-264H42" stroke="#000" opacity=".12" stroke-width="3"/>` +
      `<rect x="-28" y="-372" width="56" height="92" rx="28" fill="#26282A"/>` +
      label(p, K, -110, 130, 128),
  }),
  jar: (p, K) => ({
    h: 282,
    w: 230,
    ly: -130,
    d:
      `<rect x="-115" y="-236" width="230" height="236" rx="34" fill="#fff" opacity=".6" stroke="#fff" stroke-width="3"/>` +
      gummy(-62, -36, 24, GUMMY_MIX[0], p.mini) +
      gummy(0, -40, 24, p.tint, p.mini) +
      gummy(62, -36, 24, GUMMY_MIX[1], p.mini) +
      `<rect x="-104" y="-282" width="208" height="52" rx="12" fill="${p.tint}"/>` +
      `<rect x="-104" y="-246" width="208" height="6" fill="#000" opacity=".12"/>` +
      label(p, K, -134, 230, 104),
  }),
  pouch: (p, K) => ({
    h: 312,
    w: 270,
    ly: -180,
    d:
      `<path d="M-125 0L-135-290Q-135-312-113-312H113Q135-312 135-290L125 0Z" fill="${p.tint}"/>` +
      `<rect x="-131" y="-282" width="262" height="5" fill="#fff" opacity=".5"/>` +
      label(p, K, -180, 190, 130) +
      `<rect x="-76" y="-96" width="152" height="64" rx="32" fill="#fff" opacity=".55"/>` +
      gummy(-38, -64, 20, '#F7C948', p.mini) +
      gummy(8, -64, 20, GUMMY_MIX[1], p.mini) +
      gummy(50, -64, 16, '#E0457B', p.mini),
  }),
  pen: (p) => ({
    h: 456,
    w: 56,
    ly: -200,
    d:
      `<rect x="-17" y="-456" width="34" height="66" rx="14" fill="${p.tint}"/>` +
      `<rect x="-27" y="-400" width="54" height="400" rx="27" fill="${p.body || '#2E3B46'}"/>` +
      `<rect x="-17" y="-386" width="7" height="370" rx="3.5" fill="#fff" opacity=".18"/>` +
      `<rect x="-27" y="-330" width="54" height="6" fill="${p.tint}"/>` +
      `<circle cy="-34" r="6" fill="${p.tint}"/>` +
      `<g fill="#fff" text-anchor="middle"><text transform="translate(10 -190) rotate(-90)" font-size="22" font-weight="700" letter-spacing="2">${esc(p.label)}</text>` +
      `<text transform="translate(-11 -190) rotate(-90)" font-size="9" letter-spacing="1" opacity=".8">${esc(p.sub)}</text></g>`,
  }),
  cart: (p) => ({
    h: 362,
    w: 80,
    ly: -170,
    d:
      `<rect x="-30" y="-72" width="60" height="72" rx="6" fill="#B9BEC4"/>` +
      `<path d="M-30-52H30M-30-36H30M-30-20H30" stroke="#8C939B" stroke-width="3"/>` +
      `<rect x="-38" y="-292" width="76" height="224" rx="10" fill="#fff" opacity=".5" stroke="#fff" stroke-width="2"/>` +
      `<rect x="-31" y="-246" width="62" height="172" rx="6" fill="${p.tint}" opacity=".9"/>` +
      `<rect x="-5" y="-288" width="10" height="216" fill="#fff" opacity=".45"/>` +
      `<path d="M-30-292L-21-362H21L30-292Z" fill="#1F2A33"/>` +
      `<g fill="#1F2A33" text-anchor="middle"><text transform="translate(-12 -160) rotate(-90)" font-size="20" font-weight="700" letter-spacing="2">${esc(p.label)}</text>` +
      `<text transform="translate(19 -160) rotate(-90)" font-size="9" letter-spacing="1">${esc(p.sub)}</text></g>`,
  }),
  liquid: (p, K) => ({
    h: 350,
    w: 140,
    ly: -120,
    d:
      `<path d="M-20-290L-6-350H6L20-290Z" fill="${p.tint}"/>` +
      `<rect x="-36" y="-292" width="72" height="58" rx="8" fill="${p.tint}"/>` +
      `<rect x="-70" y="-240" width="140" height="240" rx="18" fill="#F4F7F8"/>` +
      `<rect x="-58" y="-226" width="9" height="210" rx="4.5" fill="#fff"/>` +
      label(p, K, -120, 124, 140, 30),
  }),
  tube: (p, K) => ({
    h: 420,
    w: 204,
    ly: -250,
    d:
      `<rect x="-55" y="-62" width="110" height="62" rx="10" fill="${p.tint}"/>` +
      `<path d="M-58-58L-100-398H100L58-58Z" fill="#FBFAF6"/>` +
      `<path d="M34-58L62-398H100L58-58Z" fill="#000" opacity=".05"/>` +
      `<rect x="-102" y="-420" width="204" height="26" rx="4" fill="#ECE8DC"/>` +
      `<path d="M-102-407H102" stroke="#D6D0C1" stroke-width="2"/>` +
      `<path d="M-64-140L-69-180H69L64-140Z" fill="${p.tint}"/>` +
      `<g fill="${K.ink}" text-anchor="middle"><text y="-330" font-size="12" letter-spacing="3">${esc(BRAND[p.brand])}</text>` +
      `<text y="-250" font-size="40" font-weight="700">${esc(p.label)}</text>` +
      `<text y="-212" font-size="11" letter-spacing="1">${esc(p.sub)}</text></g>`,
  }),
  pot: (p, K) => ({
    h: 215,
    w: 300,
    ly: -80,
    d:
      `<rect x="-140" y="-156" width="280" height="156" rx="26" fill="${p.body || '#FBFAF6'}"/>` +
      `<rect x="-150" y="-215" width="300" height="70" rx="16" fill="${p.tint}"/>` +
      `<path d="M-150-170H150" stroke="#000" opacity=".12" stroke-width="4"/>` +
      label(p, K, -80, 240, 96, 30),
  }),
  tin: (p, K) => ({
    h: 210,
    w: 340,
    ly: -140,
    d:
      `<path d="M-170-140V-52A170 52 0 0 0 170-52V-140Z" fill="${p.tint}"/>` +
      `<path d="M-170-140V-52A170 52 0 0 0 170-52V-140Z" fill="#000" opacity=".18"/>` +
      `<ellipse cy="-140" rx="170" ry="70" fill="${p.tint}"/>` +
      `<ellipse cy="-140" rx="124" ry="50" fill="${PAPER}"/>` +
      `<g fill="${K.ink}" text-anchor="middle"><text y="-160" font-size="10" letter-spacing="3">${esc(BRAND[p.brand])}</text>` +
      `<text y="-128" font-size="30" font-weight="700">${esc(p.label)}</text>` +
      `<text y="-109" font-size="9" letter-spacing="1">${esc(p.sub)}</text></g>`,
  }),
  rollon: (p, K) => ({
    h: 345,
    w: 96,
    ly: -105,
    d:
      `<rect x="-38" y="-345" width="76" height="122" rx="18" fill="${K.ink}"/>` +
      `<rect x="-28" y="-335" width="8" height="100" rx="4" fill="#fff" opacity=".2"/>` +
      `<rect x="-30" y="-228" width="60" height="22" fill="#E7E2EE"/>` +
      `<rect x="-48" y="-210" width="96" height="210" rx="20" fill="${p.tint}"/>` +
      `<rect x="-40" y="-196" width="7" height="180" rx="3.5" fill="#fff" opacity=".3"/>` +
      label(p, K, -105, 84, 126, 24),
  }),
  pump: (p, K) => ({
    h: 386,
    w: 180,
    ly: -140,
    d:
      `<path d="M-40-362H40V-386H-40ZM40-382H96V-370H40Z" fill="#F4F6F7"/>` +
      `<rect x="-10" y="-362" width="20" height="44" fill="#E3E7EA"/>` +
      `<rect x="-34" y="-322" width="68" height="36" rx="6" fill="#E3E7EA"/>` +
      `<rect x="-85" y="-292" width="170" height="292" rx="32" fill="${p.tint}"/>` +
      `<rect x="-72" y="-270" width="10" height="250" rx="5" fill="#fff" opacity=".3"/>` +
      label(p, K, -140, 140, 140, 32),
  }),
};

/** Places a product drawing with its base at (x, base), scaled to fit h × w. */
function place(p, K, x, base, maxH, maxW, extra = '') {
  const s = SHAPES[p.shape](p, K);
  const k = r(Math.min(maxH / s.h, maxW / s.w));
  const tilt = (p.shape === 'pen' || p.shape === 'cart') && !extra;
  return (
    `<g transform="translate(${x} ${base}) scale(${k})${extra}">` +
    `<ellipse cy="4" rx="${r(s.w * 0.62 + 20)}" ry="${r(s.w * 0.06 + 12)}" fill="#000" opacity=".12"/>` +
    (tilt ? `<g transform="rotate(-6)">${s.d}</g>` : s.d) +
    `</g>`
  );
}

// ───────────────────────── views ─────────────────────────

const VIEW_TITLE = {
  f: 'vedere din față',
  l: 'detaliu al etichetei',
  b: 'alături de cutie',
  i: 'cu ingredientele principale',
  t: 'textura produsului',
};

function backdrop(K) {
  return `<circle cx="400" cy="380" r="300" fill="${K.glow}" opacity=".65"/>` + leaf(700, 780, 2.3, -28, K.leaf, 0.14);
}

function caption(p, K) {
  return `<text x="400" y="742" text-anchor="middle" font-size="20" letter-spacing="4" fill="${K.ink}">${esc(p.label)} · ${esc(p.sub)}</text>`;
}

const VIEWS = {
  f: (p, K) => backdrop(K) + place(p, K, 400, 670, p.shape === 'pen' || p.shape === 'cart' ? 560 : 480, 480),

  l(p, K) {
    const s = SHAPES[p.shape](p, K);
    const k = p.shape === 'pen' || p.shape === 'cart' ? 2.1 : p.shape === 'tin' || p.shape === 'pot' ? 2.4 : 2.6;
    return backdrop(K) + `<g transform="translate(400 ${r(400 - s.ly * k)}) scale(${k})">${s.d}</g>`;
  },

  b(p, K) {
    const box =
      `<path d="M160 250L206 212H460L414 250Z" fill="#fff"/>` +
      `<path d="M414 250L460 212V622L414 660Z" fill="#E6DFD0"/>` +
      `<rect x="160" y="250" width="254" height="410" fill="${PAPER}"/>` +
      `<rect x="160" y="500" width="254" height="18" fill="${p.tint}"/>` +
      `<g text-anchor="middle" fill="${K.ink}"><text x="287" y="310" font-size="14" letter-spacing="4">${esc(BRAND[p.brand])}</text>` +
      `<text x="287" y="420" font-size="36" font-weight="700">${esc(p.label)}</text>` +
      `<text x="287" y="455" font-size="11" letter-spacing="1">${esc(p.sub)}</text></g>` +
      leaf(287, 600, 0.38, 0, p.tint);
    return backdrop(K) + box + place(p, K, 540, 672, 400, 300);
  },

  i(p, K) {
    const drops = [
      [705, 235, 1],
      [748, 318, 0.7],
      [705, 650, 0.8],
    ]
      .map(
        ([x, y, s]) =>
          `<path transform="translate(${x} ${y}) scale(${s})" d="M0-40C14-18 26-4 26 12A26 26 0 0 1-26 12C-26-4-14-18 0-40Z" fill="${p.tint}" opacity=".85"/>`,
      )
      .join('');
    const sprig =
      `<path d="M560 690Q600 560 690 470" stroke="${K.leaf}" stroke-width="6" fill="none"/>` +
      [
        [590, 600, -40],
        [620, 545, 30],
        [640, 520, -50],
        [670, 490, 20],
      ]
        .map(
          ([x, y, a]) =>
            `<ellipse cx="${x}" cy="${y}" rx="34" ry="13" transform="rotate(${a} ${x} ${y})" fill="${K.leaf}"/>`,
        )
        .join('');
    return backdrop(K) + leaf(560, 430, 1.35, 18, K.leaf, 0.9) + sprig + drops + place(p, K, 290, 680, 420, 300);
  },

  t(p, K) {
    let motif = '';
    if (p.kind === 'ulei') {
      motif =
        `<path d="M388 0V120Q400 152 412 120V0Z" fill="#fff" opacity=".55"/>` +
        `<path transform="translate(400 420) scale(1.5)" d="M0-120C50-60 90-14 90 40A90 90 0 0 1-90 40C-90-14-50-60 0-120Z" fill="${p.tint}"/>` +
        `<ellipse cx="360" cy="430" rx="26" ry="52" transform="rotate(20 360 430)" fill="#fff" opacity=".35"/>` +
        `<path transform="translate(400 190) scale(.4)" d="M0-120C50-60 90-14 90 40A90 90 0 0 1-90 40C-90-14-50-60 0-120Z" fill="${p.tint}"/>`;
    } else if (p.kind === 'jeleuri') {
      const c = [p.tint, ...GUMMY_MIX];
      motif =
        gummy(300, 520, 70, c[1]) +
        gummy(480, 530, 70, c[0]) +
        gummy(390, 400, 70, c[2]) +
        gummy(560, 390, 52, c[3]) +
        gummy(230, 380, 48, c[0]) +
        [
          [260, 600],
          [420, 610],
          [600, 590],
          [330, 300],
          [520, 290],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff" opacity=".8"/>`)
          .join('');
    } else if (p.kind === 'vape') {
      motif =
        [
          [520, 230, 70],
          [590, 180, 56],
          [460, 170, 48],
          [640, 250, 40],
          [560, 120, 34],
        ]
          .map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="#fff" opacity=".45"/>`)
          .join('') + place(p, K, 300, 640, 470, 480, ' rotate(40)');
    } else if (p.kind === 'crema') {
      const base = p.shape === 'pot' ? '#FFFDF8' : '#FFFEFA';
      motif =
        `<ellipse cx="400" cy="560" rx="240" ry="70" fill="#fff" opacity=".5"/>` +
        [
          [540, 200, 62, base],
          [490, 190, 56, '#F1ECDF'],
          [440, 155, 50, base],
          [395, 125, 42, '#F1ECDF'],
          [350, 95, 34, base],
        ]
          .map(([y, rx, ry, c]) => `<ellipse cx="400" cy="${y - 40}" rx="${rx}" ry="${ry}" fill="${c}"/>`)
          .join('') +
        `<path d="M372 300Q400 230 430 290Z" fill="#FFFEFA"/>` +
        leaf(650, 620, 0.45, 25, p.tint, 0.9);
    } else {
      motif =
        `<circle cx="400" cy="400" r="220" fill="${p.tint}" opacity=".45"/>` +
        `<circle cx="400" cy="400" r="170" fill="${p.tint}" opacity=".35"/>` +
        `<path d="M260 380Q330 300 420 340T560 380M280 450Q360 380 450 420T540 460" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>` +
        leaf(610, 640, 0.45, 25, K.leaf, 0.9);
    }
    return backdrop(K) + motif + caption(p, K);
  },
};

function productSvg(p, view) {
  const K = KINDS[p.kind];
  return svgOpen(800, 800, `${p.name} – ${VIEW_TITLE[view]}`, K) + VIEWS[view](p, K) + '</svg>\n';
}

// ───────────────────────── collection banners ─────────────────────────

function collectionSvg(c) {
  const K = KINDS[c.kind];
  let body =
    `<circle cx="900" cy="300" r="270" fill="${K.glow}" opacity=".7"/>` +
    leaf(1150, 620, 2.4, -30, K.leaf, 0.14) +
    leaf(60, 600, 1.2, 30, K.leaf, 0.1) +
    `<g fill="${K.ink}"><text x="90" y="175" font-size="16" letter-spacing="6">VERDANA WELLNESS</text>` +
    c.lines
      .map((l, i) => `<text x="90" y="${260 + i * 72}" font-size="64" font-weight="700">${esc(l)}</text>`)
      .join('') +
    `<text x="90" y="${260 + c.lines.length * 72 - 8}" font-size="24" opacity=".8">${esc(c.tag)}</text></g>`;
  if (c.items.length) {
    const xs = [770, 935, 1095];
    body += c.items
      .map((h, i) => {
        const p = PRODUCTS.find((q) => q.handle === h);
        if (!p) throw new Error(`collection ${c.handle}: unknown product ${h}`);
        return place(
          { ...p, mini: true },
          KINDS[p.kind],
          xs[i],
          i === 1 ? 520 : 500,
          i === 1 ? 340 : 280,
          i === 1 ? 170 : 140,
        );
      })
      .join('');
  } else {
    const flake = (x, y, s) =>
      `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round">` +
      [0, 60, 120]
        .map((a) => `<path d="M0-60V60M-14-44L0-30L14-44M-14 44L0 30L14 44" transform="rotate(${a})"/>`)
        .join('') +
      `</g>`;
    body +=
      flake(880, 250, 1.6) +
      flake(1060, 170, 0.8) +
      flake(1050, 420, 1) +
      flake(740, 430, 0.7) +
      `<rect x="760" y="470" width="240" height="64" rx="32" fill="${K.ink}"/>` +
      `<text x="880" y="512" text-anchor="middle" font-size="26" font-weight="700" fill="#fff">${esc(c.soon)}</text>`;
  }
  return svgOpen(1200, 600, `Banner pentru colecția ${c.name}`, K) + body + '</svg>\n';
}

// ───────────────────────── write ─────────────────────────

mkdirSync(OUT_DIR, { recursive: true });
const written = [];
for (const p of PRODUCTS) {
  [...p.views].forEach((v, i) => {
    const file = `${p.handle}-${i + 1}.svg`;
    writeFileSync(join(OUT_DIR, file), productSvg(p, v));
    written.push(file);
  });
}
for (const c of COLLECTIONS) {
  const file = `collection-${c.handle}.svg`;
  writeFileSync(join(OUT_DIR, file), collectionSvg(c));
  written.push(file);
}
console.log(`generate-catalog-images: ${written.length} SVG files written to ${OUT_DIR}`);
