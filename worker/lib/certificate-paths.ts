// Where a lot's certificate of analysis lives (routes/certificates), named in the products' `coa_url` and
// `coa_file` metafields. Paths, not URLs: cached answers serve every host.

/** The certificate page of a lot. */
export const certificatePath = (lotNumber: string) => `/buletin-analiza/${encodeURIComponent(lotNumber)}`;

/** The lab's report file for a lot (a PDF the worker draws from the lot's data). */
export const reportFilePath = (lotNumber: string) => `${certificatePath(lotNumber)}/raport.pdf`;
