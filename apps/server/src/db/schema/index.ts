export * from "./users.js";
export * from "./exercises.js";
export * from "./training.js";
export * from "./media.js";
export * from "./social.js";
export * from "./variables.js";
export * from "./changelog.js";
export * from "./jobs.js";
