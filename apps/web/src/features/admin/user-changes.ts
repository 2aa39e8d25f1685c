import {
  adminUpdateUserSchema,
  roleSchema,
  type AdminUpdateUserInput,
  type AdminUserRow,
} from "@topset/shared";
import { z } from "zod";

/** The modify modal's fields: "active" is the inverse of the account's deleted flag. */
export type UserForm = {
  first_name: string;
  last_name: string;
  bio: string;
  role: AdminUserRow["role"];
  verified: boolean;
  active: boolean;
};

export function formOf(user: AdminUserRow): UserForm {
  return {
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    bio: user.bio ?? "",
    role: user.role,
    verified: user.verified,
    active: !user.deleted,
  };
}

/**
 * Only what changed is sent: text compared trimmed, empty and missing alike; an empty result means
 * the modal closes without a call. Username, e-mail, birth date and created date are never sent.
 */
export function changedFields(user: AdminUserRow, form: UserForm): AdminUpdateUserInput {
  const changes: AdminUpdateUserInput = {};
  for (const key of ["first_name", "last_name", "bio"] as const) {
    const next = form[key].trim();
    if (next !== (user[key] ?? "").trim()) changes[key] = next;
  }
  if (form.role !== user.role) changes.role = form.role;
  if (form.verified !== user.verified) changes.verified = form.verified;
  if (form.active === user.deleted) changes.deleted = !form.active;
  return changes;
}

/** The modal's resolver: the fields become the changes, checked by the shared admin edit schema. */
export const userFormSchema = (user: AdminUserRow) =>
  z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      bio: z.string(),
      role: roleSchema,
      verified: z.boolean(),
      active: z.boolean(),
    })
    .transform((form) => changedFields(user, form))
    .pipe(adminUpdateUserSchema);
