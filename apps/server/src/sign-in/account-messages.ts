// What every way of signing in (password, passkey, second factor) answers about the account itself,
// worded once: the web translates server texts by their English (decision 052), so one wording each.
export const accountMessages = {
  disabled: "This account has been disabled. Please contact the administrator.",
  unverified: "You must verify your account before logging in. Check your e-mail for the verification link.",
} as const;
