import { useState } from "react";
import Container from "react-bootstrap/Container";
import Nav from "react-bootstrap/Nav";
import Navbar from "react-bootstrap/Navbar";
import { NavLink } from "react-router";
import { Brand } from "../../components/brand";
import { ThemeToggle } from "../../components/theme-toggle";
import { useCurrentUser } from "../../lib/auth-store";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { gridFillIcon } from "../../components/icons";
import { useT } from "../i18n";

const navClass = ({ isActive }: { isActive: boolean }) => `nav-link px-md-3${isActive ? " active" : ""}`;

/** Public header: /, /features, /contact, /login; Admin only for a logged-in admin; App when logged in. */
export function PublicHeader() {
  const t = useT();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Navbar
      expand="md"
      sticky="top"
      className="public-header border-bottom"
      expanded={open}
      onToggle={setOpen}
    >
      <Container>
        <Brand />
        <div className="d-flex align-items-center order-md-last ms-auto ms-md-2">
          <ThemeToggle />
          <Navbar.Toggle aria-controls="public-nav" className="border-0 ms-1" />
        </div>
        <Navbar.Collapse id="public-nav">
          <Nav className="ms-auto align-items-md-center py-2 py-md-0" onClick={close}>
            <NavLink to={paths.home.href()} className={navClass} end>
              {t("publicHeader.home")}
            </NavLink>
            <NavLink to={paths.features.href()} className={navClass}>
              {t("publicHeader.features")}
            </NavLink>
            <NavLink to={paths.contact.href()} className={navClass}>
              {t("publicHeader.contact")}
            </NavLink>
            {user?.role === "admin" && (
              <NavLink to={paths.admin.href()} className={navClass}>
                {t("publicHeader.admin")}
              </NavLink>
            )}
            {user ? (
              <>
                {/* Desktop: straight to the profile. Mobile menu: via /login, which forwards a logged-in user (spec). */}
                <NavLink
                  to={paths.profile.href(user.username)}
                  className="btn btn-primary btn-sm ms-md-2 d-none d-md-inline-block"
                >
                  <Icon svg={gridFillIcon} className="me-1" />
                  {t("publicHeader.app")}
                </NavLink>
                <NavLink to={paths.login.href()} className="nav-link d-md-none">
                  {t("publicHeader.app")}
                </NavLink>
              </>
            ) : (
              <NavLink to={paths.login.href()} className="btn btn-primary btn-sm ms-md-2 mt-2 mt-md-0 px-3">
                {t("publicHeader.login")}
              </NavLink>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
