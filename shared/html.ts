/**
 * The one HTML (and XML) escaping helper: text or an attribute value written into markup by
 * string templates (page heads, the upstream's link snippets and document files). `&`, `<`, `>`,
 * `"` and `'` become numeric character references, valid in HTML and XML alike.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
