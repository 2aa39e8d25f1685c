import { calculatorIcon, cameraReelsIcon, graphUpArrowIcon, journalCheckIcon } from "../../components/icons";
import type { IconSvg } from "../../components/icon";
/**
 * The four product areas of the public site (tracking, videos, calculators, charts). Their title, summary
 * and three points are in the catalog under `features.<id>` (point1–point3).
 */
export type ProductFeature = {
  id: "tracking" | "videos" | "calculators" | "charts";
  icon: IconSvg;
  /** Short real clips in public/media, made for the tour. */
  video: string;
  poster: string;
};

export const productFeatures: readonly ProductFeature[] = [
  {
    id: "tracking",
    icon: journalCheckIcon,
    video: "/media/tracking.webm",
    poster: "/media/tracking.webp",
  },
  {
    id: "videos",
    icon: cameraReelsIcon,
    video: "/media/videos.webm",
    poster: "/media/videos.webp",
  },
  {
    id: "calculators",
    icon: calculatorIcon,
    video: "/media/calculators.webm",
    poster: "/media/calculators.webp",
  },
  {
    id: "charts",
    icon: graphUpArrowIcon,
    video: "/media/charts.webm",
    poster: "/media/charts.webp",
  },
];

/** The catalog keys of a feature's three points. */
export const featurePoints = ["point1", "point2", "point3"] as const;
