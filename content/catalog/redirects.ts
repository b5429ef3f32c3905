// Product handles that were renamed: old handle → current handle. The product route answers the old
// paths with a 301 to the new ones, so links and bookmarks keep working.
export const productRedirects: ReadonlyMap<string, string> = new Map([
  // Names that claimed an effect on a condition (Reg. 1924/2006, 1223/2009).
  ['jeleuri-cbd-somn-linistit', 'jeleuri-cbd-seara-musetel-roinita'],
  ['crema-cbd-pentru-articulatii', 'crema-masaj-cbd-arnica-mentol'],
]);
