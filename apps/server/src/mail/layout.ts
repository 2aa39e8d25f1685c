/** What every template returns; the mailer adds `to`, `from` and, for contact mail, `replyTo`. */
export type MailContent = { subject: string; text: string; html: string };

/** One message described once, so the plain-text and HTML parts can never say different things. */
export type MailBody = {
  subject: string;
  /** Short line some clients show next to the subject in the inbox. */
  preheader: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button: validity, "if you did not ask" and the like. */
  after?: string[];
};

export const PRODUCT_NAME = "Topset";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// User text (a contact message) keeps its line breaks in the HTML part too.
function htmlParagraph(text: string, style: string): string {
  return `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
}

// NOTE: dark colours are set explicitly (and `color-scheme` declared) so clients that force-invert
// light mail for dark mode leave this one alone; inline styles because most clients drop <style>.
const COLORS = { page: "#0f1115", card: "#181b21", text: "#e6e8eb", muted: "#9aa3ae", accent: "#f59e0b" };
const P_STYLE = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text};`;
const MUTED_STYLE = `margin:0 0 12px;font-size:13px;line-height:1.5;color:${COLORS.muted};`;

function renderHtml(body: MailBody): string {
  const { action } = body;
  const button = action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${COLORS.accent};color:#111111;font-weight:bold;text-decoration:none;font-size:16px;">${escapeHtml(action.label)}</a></p>` +
      htmlParagraph("If the button does not work, copy this link into your browser:", MUTED_STYLE) +
      `<p style="${MUTED_STYLE}word-break:break-all;"><a href="${escapeHtml(action.url)}" style="color:${COLORS.accent};">${escapeHtml(action.url)}</a></p>`
    : "";
  const paragraphs = [body.greeting, ...body.paragraphs].filter((p): p is string => Boolean(p));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(body.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};color:${COLORS.text};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(body.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.card};border-radius:8px;">
<tr><td style="padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${COLORS.accent};">${PRODUCT_NAME}</p>
${paragraphs.map((p) => htmlParagraph(p, P_STYLE)).join("\n")}
${button}
${(body.after ?? []).map((p) => htmlParagraph(p, MUTED_STYLE)).join("\n")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

// NOTE: the link sits alone on its line, unwrapped, so every client (and readOutbox) sees it whole.
function renderText(body: MailBody): string {
  const blocks = [body.greeting, ...body.paragraphs].filter((p): p is string => Boolean(p));
  if (body.action) blocks.push(`${body.action.label}:\n${body.action.url}`);
  blocks.push(...(body.after ?? []), `-- \n${PRODUCT_NAME}`);
  return `${blocks.join("\n\n")}\n`;
}

export function composeMail(body: MailBody): MailContent {
  return { subject: body.subject, text: renderText(body), html: renderHtml(body) };
}
