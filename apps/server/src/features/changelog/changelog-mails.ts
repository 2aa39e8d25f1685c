import { composeMail, PRODUCT_NAME, type MailContent } from "../../mail/layout.js";
import type { ChangelogVersion } from "./changelog-source.js";

const changelogsUrl = (appUrl: string) =>
  `${appUrl.replace(/\/+$/, "")}/dashboard/settings/others/changelogs`;

export function subscribedMail({ appUrl }: { appUrl: string }): MailContent {
  return composeMail({
    subject: `You are subscribed to the ${PRODUCT_NAME} changelog`,
    preheader: `We will e-mail you when a new version of ${PRODUCT_NAME} ships.`,
    greeting: "Hi,",
    paragraphs: [
      `This address is now subscribed to the ${PRODUCT_NAME} changelog: we will send you a short e-mail when a new version starts.`,
    ],
    action: { label: "Read the changelog", url: changelogsUrl(appUrl) },
    after: ["You can unsubscribe at any time from Settings > Changelogs."],
  });
}

/** Markdown of one version as plain lines for the mail (the mail layout escapes and formats them). */
function plainLines(markdown: string): string[] {
  const lines: string[] = [];
  for (const raw of markdown.split(/\r?\n/)) {
    const text = raw
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/[`*]/g, "")
      .trim();
    if (!text) continue;
    if (/^#+\s/.test(text)) lines.push(text.replace(/^#+\s*/, ""));
    else if (/^[-]\s/.test(text)) lines.push(`• ${text.slice(2)}`);
    else if (lines.at(-1)?.startsWith("• ")) lines.push(`${lines.pop() ?? ""} ${text}`);
    else lines.push(text);
  }
  return lines;
}

export function newVersionMail({
  appUrl,
  version,
  section,
}: {
  appUrl: string;
  version: string;
  section?: ChangelogVersion;
}): MailContent {
  return composeMail({
    subject: `${PRODUCT_NAME} v${version} is out`,
    preheader: `What changed in ${PRODUCT_NAME} v${version}.`,
    greeting: "Hi,",
    paragraphs: [
      `${PRODUCT_NAME} v${version} is now running. Here is what changed:`,
      ...(section ? plainLines(section.markdown) : ["See the changelog for the details."]),
    ],
    action: { label: "Read the changelog", url: changelogsUrl(appUrl) },
    after: [
      "You receive this because you subscribed to the changelog. Unsubscribe from Settings > Changelogs.",
    ],
  });
}
