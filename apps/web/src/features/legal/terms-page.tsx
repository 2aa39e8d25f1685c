import { config } from "../../lib/config";
import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  {
    title: "Who provides this service",
    body: (
      <p>
        Topset is free, open-source software. This copy of it (the "instance") is run by whoever installed it
        on their server: the "operator". The operator, not the authors of the software, provides the service
        to you. The software itself is published under the MIT licence at{" "}
        <a href={config.sourceUrl} target="_blank" rel="noreferrer">
          its project page
        </a>
        ; that licence covers the code, these terms cover your use of this instance.
      </p>
    ),
  },
  {
    title: "Your account",
    body: (
      <ul>
        <li>
          Give an e-mail address you can read: it is used to verify the account and to reset your password.
        </li>
        <li>
          Keep your password and personal API keys secret. You are responsible for what is done with them.
        </li>
        <li>One account per person. You must be old enough to agree to these terms where you live.</li>
      </ul>
    ),
  },
  {
    title: "Your content stays yours",
    body: (
      <p>
        Your training data, notes, videos and comments belong to you. You allow the operator to store, copy
        and show them only as far as needed to run the service for you, and, for what you choose to share with
        the community, to show it to other members. Unshare a log or delete it and it stops being shown. You
        can download your data and delete it, or your whole account, from Settings.
      </p>
    ),
  },
  {
    title: "Fair use",
    body: (
      <ul>
        <li>Do not upload anything illegal, or videos of other people without their permission.</li>
        <li>Do not harass, threaten or impersonate other members.</li>
        <li>
          Do not try to get around security, read other people's data, or overload the service; use the API
          only with your own keys and within its limits.
        </li>
      </ul>
    ),
  },
  {
    title: "Training at your own risk",
    body: (
      <p>
        Topset is a logbook, not a coach or a doctor. Estimated maxes, RPE-based numbers and other figures are
        estimates that can be wrong. Nothing in the app is medical advice. Lift with good technique, safety
        equipment and spotters where needed, and see a professional before starting a programme if you have
        any doubt about your health.
      </p>
    ),
  },
  {
    title: "No warranty",
    body: (
      <p>
        The service is provided free of charge, "as is" and "as available". The operator may change, pause or
        end it, and data can be lost through failures. Keep your own copy of what matters to you (Settings
        lets you download your data). To the extent the law allows, neither the operator nor the authors of
        the software are liable for any loss arising from your use of the service.
      </p>
    ),
  },
  {
    title: "Ending the service",
    body: (
      <p>
        You may stop using the service and delete your account at any time. The operator may suspend or close
        accounts that break these terms, and should tell you why when it is safe to do so.
      </p>
    ),
  },
  {
    title: "Changes to these terms",
    body: (
      <p>
        The operator may update these terms. The date at the top shows the latest version; for important
        changes the operator should tell members in advance, for example by e-mail or in the changelog.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      updated="1 January 2025"
      intro={<p>These terms apply to your use of this Topset instance. Please read them; they are short.</p>}
      sections={sections}
    />
  );
}
