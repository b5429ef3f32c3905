// The trader's identity (Legea 365/2002 art. 5): from configuration, shown in the footer and on the contact page.

export interface Trader {
  /** Company name, e.g. "Verdana Wellness S.R.L.". */
  name: string;
  /** Fiscal code (CUI / CIF), e.g. "RO12345678". */
  cui: string;
  /** Trade-register number, e.g. "J12/1234/2023". */
  tradeRegister: string;
  /** Registered office. */
  address: string;
  /** Phone number as written for people. */
  phone: string;
  email: string;
}

/** The identity's fields that configuration has left empty. */
export const missingTraderFields = (trader: Trader) =>
  (['name', 'cui', 'tradeRegister', 'address', 'phone', 'email'] as const).filter((key) => !trader[key]);
