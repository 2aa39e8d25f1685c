import Badge from "react-bootstrap/Badge";
import Card from "react-bootstrap/Card";
import { config } from "../lib/config";
import { Icon, type IconSvg } from "./icon";
import { boxArrowUpRightIcon, coneStripedIcon } from "./icons";

export type ComingSoonProps = {
  /** The screen, as the user would name it ("Sessions", "Plate calculator"). */
  title: string;
  /** What the screen will show, one line each. */
  items: readonly string[];
  icon?: IconSvg;
};

/** The honest placeholder for a screen that a later release fills in. */
export function ComingSoon({ title, items, icon = coneStripedIcon }: ComingSoonProps) {
  return (
    <Card className="coming-soon border-0 shadow-sm">
      <Card.Body className="p-4">
        <div className="d-flex align-items-center gap-3 mb-3">
          <span className="coming-soon-icon rounded-3 d-inline-flex align-items-center justify-content-center">
            <Icon svg={icon} />
          </span>
          <div>
            <Badge bg="primary-subtle" text="primary-emphasis" className="mb-1">
              Coming soon
            </Badge>
            <h1 className="h4 mb-0">{title}</h1>
          </div>
        </div>
        <p className="text-body-secondary mb-2">This screen is not built yet. When it is, it will offer:</p>
        <ul className="mb-3 ps-3">
          {items.map((item) => (
            <li key={item} className="mb-1">
              {item}
            </li>
          ))}
        </ul>
        <a href={config.sourceUrl} target="_blank" rel="noreferrer" className="small">
          Follow the work on the project page <Icon svg={boxArrowUpRightIcon} />
        </a>
      </Card.Body>
    </Card>
  );
}
