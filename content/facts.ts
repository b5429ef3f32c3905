// The shop's facts that several pages state: processing and delivery times, the price of delivery and the date
// of each policy. Every page, badge, FAQ answer, assistant fact and e-mail that states one of them reads it here
// (tests/content/facts.test.ts fails when a page says otherwise).
//
// Processing: SPEC §4 (order flow) and §9 give 4-24 h for the shipping page and 24-48 working hours for the
// terms. One truth only: 4-24 h, on working days, which also fits the 14:00 cut-off (an order placed by 14:00
// leaves the same day). Delivery: SPEC §9, 24 h in big cities and 24-48 h elsewhere, from the hand-over to the
// courier. Price: SPEC §9, 19 lei below 200 lei, free from 200 lei; cash on delivery over 100 lei.

import type { PolicyPage } from './policies/types';

export interface HourRange {
  min: number;
  max: number;
}

export const shippingFacts = {
  /** Delivery fee in lei below the free-shipping threshold. */
  fee: 19,
  /** Products worth this much (in the cart currency, after any code) ship free. */
  freeFrom: 200,
  /** Cash on delivery (ramburs) is offered for orders over this many lei. */
  cashOnDeliveryOver: 100,
  /** Orders placed on a working day up to this hour leave the warehouse the same day. */
  sameDayCutoff: '14:00',
  /** The order confirmation e-mail arrives within this many minutes. */
  confirmationMinutes: 5,
  /** Checking, preparing and packing an order, on working days. */
  processingHours: { min: 4, max: 24 } satisfies HourRange,
  /** From the hand-over to the courier. */
  deliveryHours: {
    bigCities: { min: 24, max: 24 } satisfies HourRange,
    elsewhere: { min: 24, max: 48 } satisfies HourRange,
  },
  couriers: ['Fan Courier', 'Sameday', 'Cargus'],
} as const;

/** ISO date of each policy page's last change: the date the page shows as "Ultima actualizare". */
export const policyUpdated: Record<PolicyPage['slug'], string> = {
  terms: '2026-11-28',
  privacy: '2026-11-28',
  refund: '2026-11-28',
  shipping: '2026-11-28',
  contact: '2026-11-28',
  offers: '2026-11-28',
};

/** "de" between a numeral and its noun, as Romanian wants it: 19 lei, 24 de ore, 101 lei, 200 de lei. */
export const withDe = (n: number) => n >= 20 && (n % 100 === 0 || n % 100 >= 20);

/** "19 lei", "200 de lei", "24 de ore", "4–24 de ore" (the noun agrees with the last figure). */
export function quantity(n: number | HourRange, noun: string): string {
  const last = typeof n === 'number' ? n : n.max;
  const figure = typeof n === 'number' || n.min === n.max ? String(last) : `${n.min}–${n.max}`;
  return `${figure} ${withDe(last) ? 'de ' : ''}${noun}`;
}

const hours = (range: HourRange) => quantity(range, 'ore');

/** The facts as the pages write them. */
export const shippingText = {
  fee: quantity(shippingFacts.fee, 'lei'),
  freeFrom: quantity(shippingFacts.freeFrom, 'lei'),
  cashOnDeliveryOver: quantity(shippingFacts.cashOnDeliveryOver, 'lei'),
  processing: hours(shippingFacts.processingHours),
  bigCities: hours(shippingFacts.deliveryHours.bigCities),
  elsewhere: hours(shippingFacts.deliveryHours.elsewhere),
  confirmation: quantity(shippingFacts.confirmationMinutes, 'minute'),
  /** The SPEC's badge ("Livrare 24-48h"), as a Romanian editor writes it (issue 32, point 15): "în 24–48 de ore". */
  badge: `în ${hours(shippingFacts.deliveryHours.elsewhere)}`,
  couriers: `${shippingFacts.couriers.slice(0, -1).join(', ')} și ${shippingFacts.couriers.at(-1)}`,
} as const;
