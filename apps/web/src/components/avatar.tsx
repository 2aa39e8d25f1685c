import { Icon } from "./icon";
import { personFillIcon } from "./icons";
import { useT } from "./i18n";
type AvatarProps = { url?: string | null; name: string; size?: number; className?: string };

/** The profile picture, or a placeholder with the first letter when there is none. */
export function Avatar({ url, name, size = 36, className = "" }: AvatarProps) {
  const t = useT();
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (url) {
    return (
      <img
        src={url}
        alt={t("avatar.picture", { name })}
        className={`avatar rounded-circle ${className}`}
        style={style}
      />
    );
  }
  return (
    <span
      className={`avatar avatar-placeholder rounded-circle ${className}`}
      style={style}
      role="img"
      aria-label={t("avatar.noPicture", { name })}
    >
      {name.slice(0, 1).toUpperCase() || <Icon svg={personFillIcon} />}
    </span>
  );
}
