import Button, { type ButtonProps } from "react-bootstrap/Button";
import { logOut } from "../lib/session";

/** Logs out on the server (POST /api/auth/logout), then clears this device's login state. */
export function LogoutButton({
  className,
  size,
  variant = "outline-danger",
}: Pick<ButtonProps, "className" | "size" | "variant">) {
  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={() => void logOut()}>
      <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
      Logout
    </Button>
  );
}
