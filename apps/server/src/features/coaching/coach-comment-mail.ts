import { composeMail, type MailContent } from "../../mail/layout.js";

/** The web app's session screen, which the athlete and their coaches both open by the session's id. */
export const sessionLink = (appUrl: string, sessionId: number) =>
  `${appUrl.replace(/\/+$/, "")}/dashboard/sessions/${sessionId}`;

/** To the other side of the pair when a comment arrives on a session: who, where, what, and the link. */
export function coachCommentMail(p: {
  recipient: string;
  author: string;
  sessionName: string;
  body: string;
  link: string;
}): MailContent {
  return composeMail({
    subject: `${p.author} commented on "${p.sessionName}"`,
    preheader: p.body.slice(0, 120),
    greeting: `Hi ${p.recipient},`,
    paragraphs: [`${p.author} commented on the training session "${p.sessionName}":`, p.body],
    action: { label: "Open the session", url: p.link },
    after: ["Further comments on this session are not mailed until you have read this one."],
  });
}
