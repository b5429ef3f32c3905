/**
 * The sold-out message of the contract (messages.unavailable / unavailableDescription), in its own module so
 * the add-to-cart code in the browser does not carry every message of the contract.
 */
export const SOLD_OUT = {
  title: 'Produsul nu este disponibil',
  description: 'Acest produs este momentan epuizat',
} as const;
