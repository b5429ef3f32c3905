// No product is named after a cannabis strain: titles, options, variant titles, descriptions and tags are
// checked against the strain names shoppers and regulators know (they suggest a psychoactive product).
import { describe, expect, it } from 'vitest';
import { products } from '../../content/catalog';

/** Well-known cannabis strain names (and the words they are built from) that must never name a product. */
const STRAIN_NAMES = [
  'OG Kush',
  'Kush',
  'Haze',
  'Lemon Haze',
  'Amnesia',
  'Northern Lights',
  'Blueberry',
  'Blue Dream',
  'Skunk',
  'White Widow',
  'AK-47',
  'Gorilla Glue',
  'Girl Scout Cookies',
  'Sour Diesel',
  'Gelato',
  'Jack Herer',
  'Pineapple Express',
  'Wedding Cake',
  'Zkittlez',
  'Cheese',
  'Critical',
  'Durban Poison',
  'Trainwreck',
  'Harlequin',
  "Charlotte's Web",
  'Bubba',
  'Purple Haze',
  'Strawberry Haze',
  'Tangie',
  'Runtz',
];

const pattern = new RegExp(
  `(^|[^\\p{L}])(${STRAIN_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?=$|[^\\p{L}])`,
  'iu',
);

describe('catalogue: no strain names', () => {
  it('the list catches a strain name however it is written', () => {
    for (const text of ['Aromă OG Kush', 'og kush', 'cartuș Lemon Haze', 'BLUEBERRY'])
      expect(pattern.test(text), text).toBe(true);
    for (const text of ['Mentă rece', 'Ierburi de munte', 'Afine', 'Lămâie', 'Skunkworks'])
      expect(pattern.test(text), text).toBe(false);
  });

  it('no title, option, variant, description or tag names a strain', () => {
    const found: string[] = [];
    for (const p of products) {
      const texts = [
        p.title,
        p.description,
        p.productType,
        ...p.tags,
        ...p.options.flatMap((o) => [o.name, ...o.values]),
        ...p.variants.flatMap((v) => [v.title, v.sku, ...v.selectedOptions.map((o) => o.value)]),
        ...p.images.map((i) => i.alt),
      ];
      for (const text of texts) {
        const match = pattern.exec(text);
        if (match) found.push(`${p.handle}: ${match[2]} in "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
