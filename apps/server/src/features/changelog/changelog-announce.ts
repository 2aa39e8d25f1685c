import type { Logger } from "pino";
import semver from "semver";
import type { Db } from "../../db/client.js";
import type { Mailer } from "../../mail/mailer.js";
import { loadChangelog, type ChangelogVersion } from "./changelog-source.js";
import { newVersionMail } from "./changelog-mails.js";
import { claimAnnouncements, listSubscriptions } from "./changelog.queries.js";

/**
 * Semantic-version order ("0.0.15" comes after "0.0.9", a pre-release before its release); a leading
 * "v" is accepted. A version that does not parse sorts before every one that does.
 */
export function compareVersions(a: string, b: string): number {
  const pa = semver.parse(a, { loose: true });
  const pb = semver.parse(b, { loose: true });
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  return pa.compare(pb);
}

/**
 * Run at server start: every subscriber last told about an older version (semver order) gets one
 * mail about the running version. The last version mailed is kept per subscriber, so a restart of
 * the same version sends nothing and a downgrade never mails.
 */
export async function announceNewVersion(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  version: string;
  changelog?: ChangelogVersion[];
}): Promise<number> {
  const subscribers = await listSubscriptions(deps.db);
  const due = subscribers.filter((s) => s.last === null || compareVersions(s.last, deps.version) < 0);
  const claimed = await claimAnnouncements(
    deps.db,
    due.map((s) => s.id),
    deps.version,
  );
  if (claimed.length === 0) return 0;
  const section = (deps.changelog ?? loadChangelog()).find((v) => v.version === deps.version);
  const mail = newVersionMail({ appUrl: deps.appUrl, version: deps.version, section });
  for (const { email } of claimed) deps.mailer.send({ to: email, ...mail });
  deps.logger.info({ version: deps.version, recipients: claimed.length }, "changelog announcement sent");
  return claimed.length;
}
