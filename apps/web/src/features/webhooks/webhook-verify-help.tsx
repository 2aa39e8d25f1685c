import { WEBHOOK_TOLERANCE_SECONDS } from "@topset/shared";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

const EXAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received, before any JSON parsing.
function isFromTopset(secret, header, rawBody) {
  const t = Number(/t=(\\d+)/.exec(header)?.[1]);
  if (!t || Math.abs(Date.now() / 1000 - t) > ${WEBHOOK_TOLERANCE_SECONDS}) return false;
  const expected = createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest();
  return header.split(",").some((part) => {
    const [key, value] = part.split("=");
    const given = Buffer.from(value ?? "", "hex");
    return key === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

/** How a receiver checks that a delivery comes from this app (docs/decisions/050-webhooks.md). */
export function WebhookVerifyHelp() {
  const t = useT();
  const code = { code: (text: string) => <code>{text}</code> };
  return (
    <details className="webhook-help small mt-4">
      <summary className="fw-semibold mb-2">{t("verifyHelp.title")}</summary>
      <p>
        <Rich text={t("verifyHelp.intro")} tags={code} />
      </p>
      <ol className="ps-3">
        <li>
          <Rich text={t("verifyHelp.compute")} tags={code} />
        </li>
        <li>{t("verifyHelp.refuse")}</li>
        <li>{t("verifyHelp.answer")}</li>
      </ol>
      <pre className="bg-body-tertiary rounded p-2 mb-0">
        <code>{EXAMPLE}</code>
      </pre>
    </details>
  );
}
