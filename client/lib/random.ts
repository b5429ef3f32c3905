/** Whole number in [min, max], drawn in the browser only (server HTML stays the same for everyone). */
export const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
