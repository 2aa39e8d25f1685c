import Badge from "react-bootstrap/Badge";
import Card from "react-bootstrap/Card";
import { config } from "../lib/config";
import { Icon, type IconSvg } from "./icon";
import { boxArrowUpRightIcon, coneStripedIcon } from "./icons";
import { useT } from "./i18n";

export type ComingSoonProps = {
  /** The screen, as the user would name it ("Sessions", "Plate calculator"). */
  title: string;
  /** What the screen will show, one line each. */
  items: readonly string[];
  icon?: IconSvg;
};

/** The honest placeholder for a screen that a later release fills in. */
export function ComingSoon({ title, items, icon = coneStripedIcon }: ComingSoonProps) {
  const t = useT();
  return (
    <Card className="coming-soon border-0 shadow-sm">
      <Card.Body className="p-4">
        <div className="d-flex align-items-center gap-3 mb-3">
          <span className="coming-soon-icon rounded-3 d-inline-flex align-items-center justify-content-center">
            <Icon svg={icon} />
          </span>
          <div>
            {/* eslint-disable-next-line i18next/no-literal-string -- a colour variant, not text */}
            <Badge bg="primary-subtle" text="primary-emphasis" className="mb-1">
              {t("comingSoon.badge")}
            </Badge>
            <h1 className="h4 mb-0">{title}</h1>
          </div>
        </div>
        <p className="text-body-secondary mb-2">{t("comingSoon.intro")}</p>
        <ul className="mb-3 ps-3">
          {items.map((item) => (
            <li key={item} className="mb-1">
              {item}
            </li>
          ))}
        </ul>
        <a href={config.sourceUrl} target="_blank" rel="noreferrer" className="small">
          {t("comingSoon.follow")} <Icon svg={boxArrowUpRightIcon} />
        </a>
      </Card.Body>
    </Card>
  );
}
