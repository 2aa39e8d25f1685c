import { VIDEO_MAX_BYTES } from "@topset/shared";

/** The upload form's texts (docs/product.md, "Videos"). */
export const videoMessages = {
  required: "Please choose a video to upload!",
  tooBig: "Your video is more than 10 MB. Click here to choose another video!",
  uploaded: "A video has been uploaded!",
} as const;

/** The error to show for the chosen file, or null when it may be uploaded. */
export function videoFileError(file: { size: number } | null | undefined): string | null {
  if (!file) return videoMessages.required;
  if (file.size > VIDEO_MAX_BYTES) return videoMessages.tooBig;
  return null;
}
