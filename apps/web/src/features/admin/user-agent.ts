import { t } from "./i18n";

type Rule = [pattern: RegExp, name: string];

// NOTE: order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
const browsers: Rule[] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
// Android says Linux, iOS says Mac OS X.
const systems: Rule[] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (rules: Rule[], agent: string) => rules.find(([pattern]) => pattern.test(agent))?.[1];

/** A user-agent string as a person would say it: "Chrome on Android", "Safari on iOS". */
export function describeAgent(agent: string): string {
  if (!agent.trim()) return t("agent.unknown");
  const browser = first(browsers, agent);
  const system = first(systems, agent);
  if (browser && system) return t("agent.browserOn", { browser, system });
  return browser ?? system ?? agent.slice(0, 40);
}
