import { useQuery } from "@tanstack/react-query";
import { SEARCH_QUERY_MIN, type SearchResult, type SearchResultType } from "@topset/shared";
import {
  memo,
  useEffect,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { useNavigate } from "react-router";
import { Icon, type IconSvg } from "../../components/icon";
import {
  activityIcon,
  calendarRangeIcon,
  collectionIcon,
  journalTextIcon,
  personIcon,
} from "../../components/icons";
import { searchQuery } from "./search.api";
import { groupLabel, groupResults, moveActive } from "./search-results";
import { useT } from "./i18n";
import { useDebouncedValue } from "./use-debounced-value";
import "./search-panel.css";

const icons: Record<SearchResultType, IconSvg> = {
  user: personIcon,
  exercise: activityIcon,
  session: journalTextIcon,
  block: calendarRangeIcon,
  category: collectionIcon,
};

export const SEARCH_LISTBOX_ID = "dashboard-search-results";
const optionId = (index: number) => `dashboard-search-option-${index}`;
/** The pause in typing after which the box asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchInputProps = InputHTMLAttributes<HTMLInputElement>;

type SearchPanelProps = {
  /** The header's search box: the panel reads it and takes over its combobox attributes and keys. */
  input: RefObject<HTMLInputElement | null>;
  /** Hands the box's attributes and handlers to the header, which spreads them on the box. */
  bind: (props: SearchInputProps) => void;
};

/**
 * The header search's results, loaded the first time the box gets focus (the first dashboard screen
 * stays within its weight budget, decision 026): asks as the member types, shows the answer by kind,
 * ↑/↓ move, Enter or a tap opens, Escape closes. Memoised: `bind` re-renders the header, which must not
 * render this again (it would bind again, and so on).
 */
export const SearchPanel = memo(function SearchPanel({ input, bind }: SearchPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  // What was typed before this chunk arrived counts too.
  const [text, setText] = useState(() => input.current?.value ?? "");
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useQuery(searchQuery(q));
  const groups = groupResults(data ?? []);
  const options = groups.flatMap((group) => group.items.map((item) => item.result));
  const shown = open && typed.length >= SEARCH_QUERY_MIN && (data !== undefined || isFetching || !!error);

  function openResult(result: SearchResult) {
    const box = input.current;
    if (box) {
      box.value = "";
      box.blur();
    }
    setText("");
    setOpen(false);
    setActive(-1);
    void navigate(result.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(active, event.key === "ArrowDown" ? 1 : -1, options.length));
    } else if (event.key === "Enter" && shown && options.length > 0) {
      event.preventDefault();
      openResult(options[Math.max(active, 0)]!);
    } else if (event.key === "Escape" && shown) {
      // NOTE: without this a search box also clears its text on Escape; the first Escape only closes.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  // NOTE: the box lives in the header (so it is there before this chunk loads); its combobox state
  // lives here, handed up on every change.
  useEffect(() => {
    bind({
      "aria-expanded": shown,
      "aria-controls": SEARCH_LISTBOX_ID,
      "aria-activedescendant": shown && active >= 0 ? optionId(active) : undefined,
      onChange: (event) => {
        setText(event.currentTarget.value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    });
  });

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  if (!shown) return null;
  const status = error
    ? error.message
    : data === undefined
      ? t("panel.searching")
      : data.length === 0 && !isFetching
        ? t("panel.noResults", { q })
        : null;
  return (
    // Pressing inside keeps the focus in the box, so a tap or click reaches the option before a blur closes it.
    <div className="search-panel shadow" onMouseDown={(event) => event.preventDefault()}>
      <div id={SEARCH_LISTBOX_ID} role="listbox" aria-label={t("panel.resultsLabel")} aria-busy={isFetching}>
        {groups.map((group) => (
          <div key={group.type} role="group" aria-labelledby={`dashboard-search-group-${group.type}`}>
            <div
              role="presentation"
              id={`dashboard-search-group-${group.type}`}
              className="search-group-label"
            >
              {groupLabel(group.type)}
            </div>
            {group.items.map(({ result, index }) => (
              <div
                key={`${result.type}-${result.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`search-option${index === active ? " active" : ""}`}
                onClick={() => openResult(result)}
              >
                <Icon svg={icons[result.type]} className="search-option-icon" />
                <span className="search-option-text">
                  <span className="search-option-title">{result.title}</span>
                  {result.subtitle && <span className="search-option-subtitle">{result.subtitle}</span>}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      {status && (
        <p role="status" className="search-status">
          {status}
        </p>
      )}
    </div>
  );
});
