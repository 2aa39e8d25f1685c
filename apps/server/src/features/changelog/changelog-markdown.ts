/**
 * A tiny Markdown renderer for the subset CHANGELOG.md uses: `###`/`####` headings, paragraphs,
 * `-`/`*` bullet lists (with wrapped lines), `inline code`, **bold**, _emphasis_ and [links](url).
 * Everything is escaped first and only these constructs produce tags, so no raw HTML from the file
 * can pass (a general Markdown library would let raw HTML through unless sanitised afterwards).
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Only web and relative links survive; `javascript:` and friends become plain text. */
function safeHref(url: string): string | undefined {
  if (/^https?:\/\//i.test(url) || url.startsWith("/") || url.startsWith("#")) return url;
  return undefined;
}

/** Inline markup on one escaped line; code spans are cut out first so their content stays literal. */
export function renderInline(raw: string): string {
  const parts = raw.split(/(`[^`]+`)/);
  return parts
    .map((part) => {
      if (part.length > 2 && part.startsWith("`") && part.endsWith("`")) {
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      }
      let html = escapeHtml(part);
      html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) => {
        // `url` is already escaped; unescape &amp; only to test the scheme.
        const href = safeHref(url.replace(/&amp;/g, "&"));
        return href ? `<a href="${url}" rel="noopener noreferrer" target="_blank">${label}</a>` : label;
      });
      html = html.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
      html = html.replace(/(^|[\s(])_([^_]+)_(?=[\s).,;:!?]|$)/g, "$1<em>$2</em>");
      return html;
    })
    .join("");
}

/** Block structure: headings, lists and paragraphs separated by blank lines. */
export function renderMarkdown(markdown: string): string {
  const out: string[] = [];
  let list: string[] | null = null;
  let paragraph: string[] | null = null;

  const flush = () => {
    if (list) out.push(`<ul>${list.map((item) => `<li>${renderInline(item)}</li>`).join("")}</ul>`);
    if (paragraph) out.push(`<p>${renderInline(paragraph.join(" "))}</p>`);
    list = null;
    paragraph = null;
  };

  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      // Inside a version, headings start at h3 (the version itself is the section title).
      const level = Math.min(6, Math.max(3, (heading[1] ?? "").length));
      out.push(`<h${level}>${renderInline((heading[2] ?? "").trim())}</h${level}>`);
    } else if (bullet) {
      if (paragraph) flush();
      list ??= [];
      list.push((bullet[1] ?? "").trim());
    } else if (list && /^\s+/.test(line)) {
      // A wrapped bullet line continues the last item.
      list.push(`${list.pop() ?? ""} ${line.trim()}`);
    } else {
      if (list) flush();
      paragraph ??= [];
      paragraph.push(line.trim());
    }
  }
  flush();
  return out.join("\n");
}
