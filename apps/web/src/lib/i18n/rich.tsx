import { Fragment, type ReactNode } from "react";

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with parts drawn by the screen: "Read the <terms>terms</terms> first." with
 * `tags={{ terms: (text) => <Link to="/terms">{text}</Link> }}`. Translators move the tags with the words;
 * a tag the screen does not know is shown as its plain text.
 */
export function Rich({ text, tags }: { text: string; tags: Record<string, (chunk: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    parts.push(text.slice(last, match.index));
    const draw = tags[name];
    parts.push(<Fragment key={match.index}>{draw ? draw(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
