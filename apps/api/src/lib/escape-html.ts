/**
 * Text placed in HTML, in an element or a quoted attribute: `&`, `<`, `>`, `"` and `'` are
 * written as numeric references (`&#38;` …), so no text can close a tag or an attribute. Every
 * page and mail the API writes escapes through this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
