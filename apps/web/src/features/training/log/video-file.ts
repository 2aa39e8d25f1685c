import { VIDEO_MAX_BYTES } from "@topset/shared";
import { t } from "./i18n";

/** The upload form's texts (docs/product.md, "Videos"). */
export const videoMessages = {
  get required() {
    return t("video.required");
  },
  get tooBig() {
    return t("video.tooBig");
  },
  get uploaded() {
    return t("video.uploaded");
  },
};

/** The error to show for the chosen file, or null when it may be uploaded. */
export function videoFileError(file: { size: number } | null | undefined): string | null {
  if (!file) return videoMessages.required;
  if (file.size > VIDEO_MAX_BYTES) return videoMessages.tooBig;
  return null;
}
