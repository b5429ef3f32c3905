export const IMAGE_FAILURE_TEXT = 'Imaginea nu a putut fi încărcată';

function markFailed(img: HTMLImageElement): void {
  const frame = img.closest<HTMLElement>('[data-image-frame]');
  if (!frame || frame.dataset.failed) return;
  frame.dataset.failed = 'true';
  img.hidden = true;
  const note = document.createElement('p');
  note.className = 'absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-ink-600';
  note.textContent = IMAGE_FAILURE_TEXT;
  frame.append(note);
}

/**
 * Product images show a placeholder while loading (CSS) and a Romanian note when they fail.
 * One listener for the page instead of a hydrated component per image.
 */
export function watchImageFailures(root: Document): void {
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) markFailed(event.target);
    },
    true,
  );
  // Images that failed before this script ran.
  for (const img of root.querySelectorAll<HTMLImageElement>('[data-image-frame] img')) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) markFailed(img);
  }
}
