import type { ComingSoonProps } from "../components/coming-soon";
import { keyIcon } from "../components/icons";

/** What each not-yet-built screen will offer (from spec section 2), shown by the ComingSoon panel. */
export const comingSoon = {
  accessCodes: { title: "Access codes", icon: keyIcon, items: ["Codes to share access with a coach"] },
} satisfies Record<string, ComingSoonProps>;
