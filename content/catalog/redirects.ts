// Product handles that were renamed: old handle → current handle. The product route answers the old
// paths with a 301 to the new ones, so links and bookmarks keep working.
export const productRedirects: ReadonlyMap<string, string> = new Map([
  // Names that claimed an effect on a condition (Reg. 1924/2006, 1223/2009).
  ['jeleuri-cbd-somn-linistit', 'jeleuri-cbd-seara-musetel-roinita'],
  ['crema-cbd-pentru-articulatii', 'crema-masaj-cbd-arnica-mentol'],
  // A state of the body ("obosite") and a use ("sport") in the address of a cream and an oil (Reg. 1924/2006 art. 10).
  ['crema-cbd-picioare-obosite', 'crema-cbd-picioare'],
  ['ulei-cbd-20-sport-terpene-citrice', 'ulei-cbd-20-terpene-citrice'],
  // English in a Romanian address, and "unguent", a medicine's form, for a cosmetic balm (Legea 500/2004; Reg. 1223/2009).
  ['ulei-cbd-10-full-spectrum', 'ulei-cbd-10-spectru-complet'],
  ['ulei-cbd-15-full-spectrum', 'ulei-cbd-15-spectru-complet'],
  ['ulei-cbd-20-full-spectrum', 'ulei-cbd-20-spectru-complet'],
  ['ulei-cbd-5-broad-spectrum', 'ulei-cbd-5-spectru-larg'],
  ['unguent-cbd-galbenele', 'balsam-cbd-galbenele'],
]);

/**
 * Collection handles that were renamed: old handle → current handle. The collection routes answer the old paths
 * with a 301 to the new ones. The old ones named a condition (sleep, recovery: Reg. 1924/2006 art. 10) or claimed
 * sales the store does not count ("bestsellers").
 */
export const collectionRedirects: ReadonlyMap<string, string> = new Map([
  ['somn-si-relaxare', 'rutina-de-seara'],
  ['sport-si-recuperare', 'sport-si-masaj'],
  ['bestsellers', 'selectia-verdana'],
]);
