import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  ADMIN_LOG_DEFAULT,
  ADMIN_USERS_PAGE_SIZE,
  adminSecuritySchema,
  adminSessionRowSchema,
  adminStatsSchema,
  adminTwoFactorResetSchema,
  adminUserRowSchema,
  adminVideoRowSchema,
  currentUserSchema,
  onlineUserSchema,
  sessionDetailsSchema,
  successSchema,
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
} from "@topset/shared";
import { z } from "zod";
import { api } from "../../lib/api-client";

const messageAnswer = z.object({ message: z.string().catch("") }).loose();
const usersAnswer = successSchema(adminUserRowSchema);

export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  logs: () => [...adminKeys.all, "logs"] as const,
  onlineUsers: () => [...adminKeys.all, "online-users"] as const,
  users: (page: number, search: string) => [...adminKeys.all, "users", page, search] as const,
  videos: (page: number) => [...adminKeys.all, "videos", page] as const,
  sessions: (page: number) => [...adminKeys.all, "sessions", page] as const,
  security: () => [...adminKeys.all, "security"] as const,
};

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(adminStatsSchema), "/api/admin/stats", { signal })).data[0] ?? {
        users: 0,
        videos: 0,
      },
  });

/** The latest log entries, newest last; the server sends each as a JSON string. */
export const logsQuery = () =>
  queryOptions({
    queryKey: adminKeys.logs(),
    queryFn: async ({ signal }) => {
      const answer = await api.send(successSchema(z.string()), "/api/admin/view-logs", {
        query: { latest: -ADMIN_LOG_DEFAULT },
        signal,
      });
      return answer.data.map(parseLogEntry);
    },
  });

export type LogEntry = { level: string; time: string; msg: string; detail: string };

/** Fields every line has, or that would only be noise in a 30 px row. */
const QUIET = new Set(["level", "time", "msg", "pid", "hostname", "reqId", "req", "res", "responseTime"]);

/** What a line is about, in a few words: the request it served, or its own scalar fields (adminId...). */
function detailOf(entry: Record<string, unknown>): string {
  const req = entry.req as { method?: unknown; url?: unknown } | undefined;
  const res = entry.res as { statusCode?: unknown } | undefined;
  const parts: string[] = [];
  if (req && typeof req.method === "string" && typeof req.url === "string")
    parts.push(`${req.method} ${req.url}`);
  if (res && typeof res.statusCode === "number") parts.push(`→ ${res.statusCode}`);
  if (typeof entry.responseTime === "number") parts.push(`${Math.round(entry.responseTime)} ms`);
  for (const [key, value] of Object.entries(entry)) {
    if (QUIET.has(key)) continue;
    if (["string", "number", "boolean"].includes(typeof value)) parts.push(`${key}=${String(value)}`);
  }
  return parts.join(" ");
}

export function parseLogEntry(raw: string): LogEntry {
  try {
    const entry = JSON.parse(raw) as Record<string, unknown>;
    const time = typeof entry.time === "number" || typeof entry.time === "string" ? entry.time : "";
    const date = time === "" ? null : new Date(time);
    return {
      level: typeof entry.level === "string" ? entry.level : "info",
      time: date && !Number.isNaN(date.getTime()) ? date.toISOString() : "",
      msg: typeof entry.msg === "string" ? entry.msg : "",
      detail: detailOf(entry),
    };
  } catch {
    return { level: "error", time: "", msg: raw, detail: "" };
  }
}

/** GET /api/admin/online-users: the list when the panel opens; the socket keeps it current after. */
export const onlineUsersQuery = () =>
  queryOptions({
    queryKey: adminKeys.onlineUsers(),
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(onlineUserSchema), "/api/admin/online-users", { signal })).data,
    staleTime: Infinity,
  });

export const usersQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: adminKeys.users(page, search),
    queryFn: ({ signal }) =>
      api.send(usersAnswer, "/api/v1/users", {
        query: {
          cache: false,
          perPage: ADMIN_USERS_PAGE_SIZE,
          currentPage: page,
          search: search || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const videosQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.videos(page),
    queryFn: ({ signal }) =>
      api.send(successSchema(adminVideoRowSchema), "/api/admin/videos", {
        query: { currentPage: page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const sessionsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.sessions(page),
    queryFn: ({ signal }) =>
      api.send(successSchema(adminSessionRowSchema), "/api/admin/sessions", {
        query: { currentPage: page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const clearAllCache = () => api.send(messageAnswer, "/api/admin/clear-all-cache");
export const refreshIndexes = () => api.send(messageAnswer, "/api/admin/refresh-index");

export const addUser = (body: AdminCreateUserInput) =>
  api.send(usersAnswer, "/api/admin/users", { method: "POST", body });

export const sendResetPassword = (id: number) =>
  api.send(messageAnswer, `/api/admin/users/${id}/send-reset-password`, { method: "POST" });

/** The account feature's admin edit: only the changed fields travel. */
export const updateUser = (id: number, body: AdminUpdateUserInput) =>
  api.send(successSchema(currentUserSchema), `/api/v1/users/${id}`, { method: "PATCH", body });

/** Disables the account (an admin's delete of another account keeps its data). */
export const disableUser = (id: number) =>
  api.send(messageAnswer, `/api/v1/users/${id}`, { method: "DELETE" });

export const deleteVideo = (id: number) =>
  api.send(messageAnswer, `/api/admin/videos/${id}`, { method: "DELETE" });
export const deleteSession = (id: number) =>
  api.send(messageAnswer, `/api/admin/sessions/${id}`, { method: "DELETE" });

export const sessionDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, "session", id] as const,
    queryFn: async ({ signal }) =>
      (await api.send(successSchema(sessionDetailsSchema), `/api/admin/sessions/${id}`, { signal })).data[0],
  });

/**
 * The admins' two-factor requirement and whether this admin passes it (decision 047). Always asked
 * afresh: the admin may have set up a factor on the security page a moment ago.
 */
export const adminSecurityQuery = () =>
  queryOptions({
    queryKey: adminKeys.security(),
    queryFn: async ({ signal }) => {
      const answer = await api.send(successSchema(adminSecuritySchema), "/api/admin/security", { signal });
      return answer.data[0] ?? { require_admin_2fa: false, caller_has_second_factor: false };
    },
    staleTime: 0,
  });

export const setAdminRequirement = (required: boolean) =>
  api.send(successSchema(adminSecuritySchema), "/api/admin/security", {
    method: "PUT",
    body: { require_admin_2fa: required },
  });

/** A member who lost their phone: their authenticator, recovery codes and passkeys go. */
export const resetTwoFactor = (id: number) =>
  api.send(successSchema(adminTwoFactorResetSchema), `/api/admin/users/${id}/two-factor`, {
    method: "DELETE",
  });
