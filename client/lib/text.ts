/** Lower-case, without diacritics: "Cremă" and "crema", "Somn" and "SOMN" compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('ro-RO');
}
