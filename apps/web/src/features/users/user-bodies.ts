import {
  updateAccountInfoSchema,
  updatePersonalInfoSchema,
  type CurrentUser,
  type UpdateAccountInfoInput,
  type UpdatePersonalInfoInput,
} from "@topset/shared";
import { z } from "zod";

// What the two account forms hold as text, and what they send.

export type PersonalFields = {
  first_name: string;
  last_name: string;
  bio: string;
  birth_date: string;
  weight: string;
  weight_unit: "kg" | "lbs";
};

export const personalFieldsOf = (user: CurrentUser): PersonalFields => ({
  first_name: user.first_name ?? "",
  last_name: user.last_name ?? "",
  bio: user.bio ?? "",
  birth_date: user.birth_date ?? "",
  weight: user.weight == null ? "" : String(user.weight),
  weight_unit: user.weight_unit,
});

/** Emptied text clears a field (""), an emptied date or weight is sent as null. */
export function personalBodyOf(fields: PersonalFields): UpdatePersonalInfoInput {
  return {
    first_name: fields.first_name,
    last_name: fields.last_name,
    bio: fields.bio,
    birth_date: fields.birth_date || null,
    weight: fields.weight.trim() === "" ? null : Number(fields.weight),
    weight_unit: fields.weight_unit,
  };
}

export type AccountFields = { username: string; email: string; password: string; current_password: string };

export const accountFieldsOf = (user: CurrentUser): AccountFields => ({
  username: user.username,
  email: user.email,
  password: "",
  current_password: "",
});

const emailChanged = (fields: AccountFields, user: CurrentUser) =>
  fields.email.trim().toLowerCase() !== user.email;

/** A new e-mail or a new password is confirmed with the current password (the server checks it). */
export const needsCurrentPassword = (fields: AccountFields, user: CurrentUser) =>
  fields.password !== "" || emailChanged(fields, user);

/** Only what changed is sent; an empty new password is left out (docs/product.md, "Accounts"). */
export function accountBodyOf(fields: AccountFields, user: CurrentUser): UpdateAccountInfoInput {
  const body: UpdateAccountInfoInput = {};
  if (fields.username.trim() !== user.username) body.username = fields.username;
  if (emailChanged(fields, user)) body.email = fields.email;
  if (fields.password) body.password = fields.password;
  if (needsCurrentPassword(fields, user)) body.current_password = fields.current_password;
  return body;
}

// The forms' resolvers: the text fields become the request body, checked by the shared schemas.

const text = z.string();

export const personalFormSchema = z
  .object({
    first_name: text,
    last_name: text,
    bio: text,
    birth_date: text,
    weight: text,
    weight_unit: z.enum(["kg", "lbs"]),
  })
  .transform(personalBodyOf)
  .pipe(updatePersonalInfoSchema);

export const accountFormSchema = (user: CurrentUser) =>
  z
    .object({ username: text, email: text, password: text, current_password: text })
    .transform((fields) => accountBodyOf(fields, user))
    .pipe(updateAccountInfoSchema);
