import { composeMail, PRODUCT_NAME, type MailContent } from "./layout.js";

export type { MailContent } from "./layout.js";

export function verifyEmailMail({ username, link }: { username: string; link: string }): MailContent {
  return composeMail({
    subject: `Verify your ${PRODUCT_NAME} e-mail`,
    preheader: `Confirm your e-mail address to finish signing up to ${PRODUCT_NAME}.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `Thanks for signing up to ${PRODUCT_NAME}. Please confirm that this e-mail address is yours.`,
    ],
    action: { label: "Verify my e-mail", url: link },
    after: [
      "This link is valid for 24 hours and can be used once.",
      `If you did not sign up to ${PRODUCT_NAME}, you can ignore this e-mail.`,
    ],
  });
}

export function resetPasswordMail({ username, link }: { username: string; link: string }): MailContent {
  return composeMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: `Choose a new password for your ${PRODUCT_NAME} account.`,
    greeting: `Hi ${username},`,
    paragraphs: [`Someone asked to reset the password of your ${PRODUCT_NAME} account.`],
    action: { label: "Choose a new password", url: link },
    after: [
      "This link is valid for 1 hour and can be used once.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ],
  });
}

/** Sent after a password reset so an owner who did not do it finds out (ASVS 2.5.5). */
export function passwordChangedMail({ username, appUrl }: { username: string; appUrl: string }): MailContent {
  return composeMail({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    preheader: `The password of your ${PRODUCT_NAME} account was just changed.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed. If this was you, there is nothing to do.`,
      "If it was not you, reset your password now: someone else may have access to your e-mail.",
    ],
    action: { label: "Reset my password", url: `${appUrl.replace(/\/+$/, "")}/forget-password` },
  });
}

/** To the previous address when an account's e-mail changes (ASVS 2.5.5: notify credential changes). */
export function emailChangedMail({ username, appUrl }: { username: string; appUrl: string }): MailContent {
  return composeMail({
    subject: `The e-mail address of your ${PRODUCT_NAME} account was changed`,
    preheader: `Your ${PRODUCT_NAME} account no longer uses this e-mail address.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `The e-mail address of your ${PRODUCT_NAME} account was just changed, so mail about it no longer comes here. If this was you, there is nothing to do.`,
      "If it was not you, someone else may be using your account: contact us at once.",
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: appUrl.replace(/\/+$/, "") },
  });
}

/**
 * Sent instead of a verification mail when someone signs up with an address that already has an
 * account, so the signup answer is the same either way and does not reveal who is registered.
 */
export function accountExistsMail({ link }: { link: string }): MailContent {
  return composeMail({
    subject: `Your ${PRODUCT_NAME} account`,
    preheader: `Someone tried to sign up to ${PRODUCT_NAME} with this e-mail address.`,
    greeting: "Hi,",
    paragraphs: [
      `Someone (hopefully you) tried to sign up to ${PRODUCT_NAME} with this e-mail address, but it already has an account.`,
      "You can log in with it, or reset your password if you forgot it.",
    ],
    action: { label: "Log in or reset my password", url: link },
    after: ["If this was not you, you can ignore this e-mail: nothing has changed."],
  });
}

/** A message from the contact form to the operator; replying answers the sender directly. */
export function contactMail({
  email,
  subjectLabel,
  message,
}: {
  email: string;
  subjectLabel: string;
  message: string;
}): MailContent & { replyTo: string } {
  return {
    ...composeMail({
      subject: `${PRODUCT_NAME} contact: ${subjectLabel}`,
      preheader: `New ${subjectLabel} message from ${email}`,
      paragraphs: [`From: ${email}`, `Subject: ${subjectLabel}`, message],
      after: ["Reply to this e-mail to answer the sender."],
    }),
    replyTo: email,
  };
}

/** Sent when an admin adds an account: the link chooses the first password (the reset-password flow). */
export function accountCreatedMail({ username, link }: { username: string; link: string }): MailContent {
  return composeMail({
    subject: `An account was created for you on ${PRODUCT_NAME}`,
    preheader: `Choose a password to start using your ${PRODUCT_NAME} account.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `An administrator created a ${PRODUCT_NAME} account for you with this e-mail address and the username ${username}.`,
      "Choose a password to start using it.",
    ],
    action: { label: "Choose my password", url: link },
    after: [
      "This link is valid for 1 hour and can be used once. If it has expired, use “Forgot password” on the login page.",
      "If you did not expect this, you can ignore this e-mail.",
    ],
  });
}

/** "Download my data": the ZIP is ready; the link needs the owner to be logged in. */
export function userExportReadyMail({
  username,
  link,
  expiresAt,
}: {
  username: string;
  link: string;
  expiresAt: Date;
}): MailContent {
  return composeMail({
    subject: `Your ${PRODUCT_NAME} data is ready to download`,
    preheader: `The copy of your ${PRODUCT_NAME} data you asked for is ready.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `The copy of your ${PRODUCT_NAME} data you asked for is ready: one ZIP file with all your data as JSON, your sessions, sets, bodyweight, calories and recovery as CSV, and your videos.`,
    ],
    action: { label: "Download my data", url: link },
    after: [
      `The link works while you are logged in to ${PRODUCT_NAME} and until ${expiresAt.toUTCString()}.`,
      "If you did not ask for this, change your password: someone else may have access to your account.",
    ],
  });
}

// ---- two-factor sign-in (decision 047): every change to how the account signs in is told to its owner.

type SecurityMailInput = { username: string; appUrl: string };
const securityPage = (appUrl: string) => `${appUrl.replace(/\/+$/, "")}/dashboard/settings/account/security`;
const NOT_YOU =
  "If it was not you, change your password now and check your sign-in settings: someone else may have access to your account.";

export function twoFactorEnabledMail({ username, appUrl }: SecurityMailInput): MailContent {
  return composeMail({
    subject: `Two-factor sign-in is on for your ${PRODUCT_NAME} account`,
    preheader: `An authenticator app now protects your ${PRODUCT_NAME} account.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `An authenticator app was just set up for your ${PRODUCT_NAME} account: signing in now asks for its code after the password. Keep your recovery codes somewhere safe.`,
      NOT_YOU,
    ],
    action: { label: "Open sign-in and security", url: securityPage(appUrl) },
  });
}

export function twoFactorDisabledMail({ username, appUrl }: SecurityMailInput): MailContent {
  return composeMail({
    subject: `Two-factor sign-in was turned off for your ${PRODUCT_NAME} account`,
    preheader: `The authenticator app of your ${PRODUCT_NAME} account was removed.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `The authenticator app of your ${PRODUCT_NAME} account was just removed, with its recovery codes. If this was you, there is nothing to do.`,
      NOT_YOU,
    ],
    action: { label: "Open sign-in and security", url: securityPage(appUrl) },
  });
}

export function recoveryCodesRenewedMail({ username, appUrl }: SecurityMailInput): MailContent {
  return composeMail({
    subject: `New recovery codes for your ${PRODUCT_NAME} account`,
    preheader: `Your earlier ${PRODUCT_NAME} recovery codes no longer work.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `Ten new recovery codes were just made for your ${PRODUCT_NAME} account; the earlier ones no longer work. If this was you, there is nothing to do.`,
      NOT_YOU,
    ],
    action: { label: "Open sign-in and security", url: securityPage(appUrl) },
  });
}

/** An admin removed the member's second factors (the member lost them): the password alone signs in again. */
export function twoFactorResetMail({ username, appUrl }: SecurityMailInput): MailContent {
  return composeMail({
    subject: `An administrator reset the two-factor sign-in of your ${PRODUCT_NAME} account`,
    preheader: `Your ${PRODUCT_NAME} account signs in with the password alone again.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      `An administrator removed the authenticator app, recovery codes and passkeys of your ${PRODUCT_NAME} account, so the password alone signs in again. Set up a second factor again soon.`,
      "If you did not ask for this, change your password now and contact the administrator.",
    ],
    action: { label: "Open sign-in and security", url: securityPage(appUrl) },
  });
}

// ---- passkeys (decision 048): a passkey added or removed is told to the owner, with its name.

export function passkeyChangedMail({
  username,
  appUrl,
  name,
  change,
}: SecurityMailInput & { name: string; change: "added" | "removed" }): MailContent {
  const added = change === "added";
  return composeMail({
    subject: `A passkey was ${change} ${added ? "to" : "from"} your ${PRODUCT_NAME} account`,
    preheader: `Passkey “${name}” was ${change}.`,
    greeting: `Hi ${username},`,
    paragraphs: [
      added
        ? `A passkey named “${name}” was just added to your ${PRODUCT_NAME} account: it can now sign in, alone or after the password. If this was you, there is nothing to do.`
        : `The passkey named “${name}” was just removed from your ${PRODUCT_NAME} account and can no longer sign in. If this was you, there is nothing to do.`,
      NOT_YOU,
    ],
    action: { label: "Open sign-in and security", url: securityPage(appUrl) },
  });
}
