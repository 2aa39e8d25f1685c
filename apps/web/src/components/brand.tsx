import { Link } from "react-router";
import { paths } from "../lib/routing/paths";

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="brand-mark">
      <g fill="currentColor">
        <rect x="6" y="22" width="7" height="20" rx="2" />
        <rect x="14" y="15" width="8" height="34" rx="2" />
        <rect x="42" y="15" width="8" height="34" rx="2" />
        <rect x="51" y="22" width="7" height="20" rx="2" />
      </g>
      <rect x="22" y="29.5" width="20" height="5" rx="1.5" className="brand-bar" />
    </svg>
  );
}

export function Brand({ to = paths.home.href() }: { to?: string }) {
  return (
    <Link to={to} className="brand d-inline-flex align-items-center gap-2 text-decoration-none">
      <BrandMark />
      <span className="fw-bolder fs-5">Topset</span>
    </Link>
  );
}
