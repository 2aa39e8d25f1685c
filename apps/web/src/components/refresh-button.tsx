import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { Icon } from "./icon";
import { arrowClockwiseIcon } from "./icons";

type RefreshButtonProps = {
  /** While true the icon turns into a spinner and the button is disabled. */
  refreshing: boolean;
  onClick: () => void;
  /** The accessible name: the button shows only an icon. */
  label: string;
  title?: string;
  size?: "sm" | "lg";
  className?: string;
};

/** An icon-only refresh button that spins while its data is fetched again. */
export function RefreshButton({ refreshing, label, ...button }: RefreshButtonProps) {
  return (
    <Button variant="outline-secondary" disabled={refreshing} aria-label={label} {...button}>
      {refreshing ? (
        <Spinner animation="border" size="sm" aria-hidden="true" />
      ) : (
        <Icon svg={arrowClockwiseIcon} />
      )}
    </Button>
  );
}
