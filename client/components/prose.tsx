/** Long-form HTML (already sanitised on the server) with the site's reading styles. */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-shop ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
