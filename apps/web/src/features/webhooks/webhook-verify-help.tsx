import { WEBHOOK_TOLERANCE_SECONDS } from "@topset/shared";

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
  return (
    <details className="webhook-help small mt-4">
      <summary className="fw-semibold mb-2">How your receiver checks a delivery</summary>
      <p>
        Each delivery is a <code>POST</code> of JSON <code>{"{ id, event, created_at, data }"}</code> with the
        headers <code>Topset-Event</code>, <code>Topset-Delivery</code> (the delivery&apos;s id, the same on
        every retry) and <code>Topset-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>.
      </p>
      <ol className="ps-3">
        <li>
          Compute HMAC-SHA256 with the webhook&apos;s signing secret (the whole <code>whsec_…</code> text)
          over <code>&lt;t&gt;.&lt;raw body&gt;</code>, and compare it with <code>v1</code> in constant time.
        </li>
        <li>Refuse it when t is more than 5 minutes away from your clock: an old delivery replayed.</li>
        <li>
          Answer any 2xx within 10 seconds. Anything else (a redirect included: none is followed) is retried
          after 30 s, 2 min, 10 min, 1 h and 6 h; the same id may then arrive twice, so skip ids you have
          seen.
        </li>
      </ol>
      <pre className="bg-body-tertiary rounded p-2 mb-0">
        <code>{EXAMPLE}</code>
      </pre>
    </details>
  );
}
