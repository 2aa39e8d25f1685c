import Button, { type ButtonProps } from "react-bootstrap/Button";
import { logOut } from "../lib/session";
import { Icon } from "./icon";
import { boxArrowRightIcon } from "./icons";
import { useT } from "./i18n";

/** Logs out on the server (POST /api/auth/logout), then clears this device's login state. */
export function LogoutButton({
  className,
  size,
  variant = "outline-danger",
}: Pick<ButtonProps, "className" | "size" | "variant">) {
  const t = useT();
  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={() => void logOut()}>
      <Icon svg={boxArrowRightIcon} className="me-2" />
      {t("logoutButton.logout")}
    </Button>
  );
}
