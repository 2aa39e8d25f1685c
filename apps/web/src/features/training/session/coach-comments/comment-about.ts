import type { CoachComment, Log } from "@topset/shared";
import { t } from "./i18n";

type Logs = readonly Pick<Log, "id" | "name" | "sets" | "videos">[];

/** What a comment is about, as the thread says it: "Squat", "Squat, set 2", or null for the whole session. */
export function aboutLabel(logs: Logs, logId: number | null, setId: number | null): string | null {
  if (logId === null) return null;
  const log = logs.find((l) => l.id === logId);
  if (!log) return null;
  const index = setId === null ? -1 : log.sets.findIndex((s) => s.id === setId);
  return index < 0 ? log.name : t("about.set", { name: log.name, number: index + 1 });
}

/** The "About" select's choices: the whole session, then each exercise followed by its sets. */
export function aboutOptions(logs: Logs): { value: string; label: string }[] {
  const options = [{ value: "", label: t("about.wholeSession") }];
  // A log or set made on this device and not synced yet has no id the server knows.
  for (const log of logs.filter((l) => l.id > 0)) {
    options.push({ value: `${log.id}`, label: log.name });
    log.sets.forEach((set, i) => {
      if (set.id > 0)
        options.push({
          value: `${log.id}:${set.id}`,
          label: t("about.set", { name: log.name, number: i + 1 }),
        });
    });
  }
  return options;
}

/** An "About" choice as the comment's fields. */
export function aboutFields(value: string): { log_id?: number; set_id?: number } {
  if (!value) return {};
  const [log, set] = value.split(":").map(Number);
  return set ? { log_id: log, set_id: set } : { log_id: log };
}

export type CommentNode = { comment: CoachComment; replies: CommentNode[] };

/**
 * The thread as a tree, each level oldest first: a comment under the one it answers; a reply whose
 * parent is gone stands on its own.
 */
export function threadOf(comments: readonly CoachComment[]): CommentNode[] {
  const byTime = [...comments].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const nodes = new Map(byTime.map((c) => [c.id, { comment: c, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parent_id === null ? undefined : nodes.get(node.comment.parent_id);
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}
