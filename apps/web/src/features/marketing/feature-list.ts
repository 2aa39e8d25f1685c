import { calculatorIcon, cameraReelsIcon, graphUpArrowIcon, journalCheckIcon } from "../../components/icons";
import type { IconSvg } from "../../components/icon";
/** The four product areas of the public site (tracking, videos, calculators, charts). */
export type ProductFeature = {
  id: "tracking" | "videos" | "calculators" | "charts";
  icon: IconSvg;
  title: string;
  summary: string;
  points: readonly string[];
  /** Short real clips in public/media, made for the tour. */
  video: string;
  poster: string;
};

export const productFeatures: readonly ProductFeature[] = [
  {
    id: "tracking",
    icon: journalCheckIcon,
    title: "Track every set",
    summary: "Log sessions, exercises and sets with reps, weight and RPE in a few taps, right between sets.",
    points: [
      "Sessions, blocks and categories",
      "Notes and tags on every lift",
      "Sleep, bodyweight and calories alongside",
    ],
    video: "/media/tracking.webm",
    poster: "/media/tracking.webp",
  },
  {
    id: "videos",
    icon: cameraReelsIcon,
    title: "Film your lifts",
    summary: "Attach a short video to each lift and scroll through your sessions like a feed.",
    points: [
      "One clip per exercise log",
      "Share single lifts with the community",
      "Comments from training partners",
    ],
    video: "/media/videos.webm",
    poster: "/media/videos.webp",
  },
  {
    id: "calculators",
    icon: calculatorIcon,
    title: "Calculators built in",
    summary: "Estimate your one-rep max from any set and see relative intensity for every lift.",
    points: [
      "e1RM from reps, weight and RPE",
      "Relative intensity and volume per set",
      "Plate and attempt helpers on the way",
    ],
    video: "/media/calculators.webm",
    poster: "/media/calculators.webp",
  },
  {
    id: "charts",
    icon: graphUpArrowIcon,
    title: "See your progress",
    summary: "Charts of e1RM and volume per exercise, recovery trends and recent personal records.",
    points: [
      "History per exercise",
      "Recovery: sleep, stress, session RPE",
      "Bodyweight trend and recent PRs",
    ],
    video: "/media/charts.webm",
    poster: "/media/charts.webp",
  },
];
