import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  {
    title: "Who is responsible",
    body: (
      <p>
        The operator of this Topset instance (whoever runs this server) decides how it is hosted and is
        responsible for your data. The authors of the open-source software do not receive any of it.
      </p>
    ),
  },
  {
    title: "What we store",
    body: (
      <ul>
        <li>
          <strong>Account:</strong> username, e-mail address and your password, stored only as a one-way hash
          (argon2id) that nobody can turn back into the password.
        </li>
        <li>
          <strong>Profile, if you fill it in:</strong> first and last name, bio, birth date, bodyweight,
          profile picture.
        </li>
        <li>
          <strong>Training data:</strong> sessions, exercises, sets, notes, tags, blocks, recovery, bodyweight
          and calories entries, and the videos you upload.
        </li>
        <li>
          <strong>Community:</strong> who you follow, what you share and the comments you write.
        </li>
        <li>
          <strong>Technical:</strong> server logs with IP address, time and request, and your browser's name
          for the list of online users, kept to run and protect the service.
        </li>
        <li>
          <strong>Messages</strong> you send through the contact form.
        </li>
      </ul>
    ),
  },
  {
    title: "Cookies and storage on your device",
    body: (
      <p>
        One cookie keeps you logged in; your browser's scripts cannot read it, and "remember me" makes it last
        longer. Your preferences (colour mode, unit, community mode) and a copy of your profile are kept in
        your browser's local storage; logging out removes the profile copy. There are no advertising or
        analytics cookies, and no third-party trackers.
      </p>
    ),
  },
  {
    title: "Why we use it",
    body: (
      <p>
        To run your training log, to keep accounts secure, and to send the e-mails you need: address
        verification, password reset and data exports you ask for. The changelog e-mail is sent only if you
        subscribe, and you can unsubscribe at any time. Your data is never sold or used for advertising.
      </p>
    ),
  },
  {
    title: "Who can see it",
    body: (
      <ul>
        <li>You.</li>
        <li>
          Other members see only what you share in community mode: the shared lifts and their videos, your
          comments, username and picture.
        </li>
        <li>
          The administrators of this instance, when needed to run it (for example to help with your account).
        </li>
        <li>The mail and storage providers the operator chooses, only to deliver e-mail and keep files.</li>
      </ul>
    ),
  },
  {
    title: "How long we keep it",
    body: (
      <p>
        As long as your account exists. When you delete your training data or your account, it is removed from
        the live service; backups made by the operator may keep a copy until they expire. Server logs are kept
        for a limited time set by the operator.
      </p>
    ),
  },
  {
    title: "Your rights",
    body: (
      <p>
        You can see and correct your data in Settings, download a copy of it, delete your training data or
        your whole account, and object to any use you disagree with by contacting the operator. Depending on
        where you live you may also complain to your data-protection authority.
      </p>
    ),
  },
  {
    title: "Security",
    body: (
      <p>
        Passwords, reset links and API keys are stored only as hashes, sessions can be revoked by logging out,
        and private videos are served only to their owner. The operator should serve this site over HTTPS.
      </p>
    ),
  },
  {
    title: "Changes",
    body: (
      <p>
        If this policy changes, the date at the top changes too; important changes should be announced to
        members.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      updated="1 January 2025"
      intro={
        <p>
          In short: we keep what is needed to run your training log, we never sell it, and you can take it
          with you or delete it.
        </p>
      }
      sections={sections}
    />
  );
}
