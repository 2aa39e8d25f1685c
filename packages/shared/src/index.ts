export * from "./schemas/envelope.js";
export * from "./schemas/users.js";
export * from "./schemas/auth.js";
export * from "./schemas/common.js";
export * from "./schemas/sessions.js";
export * from "./schemas/exercises.js";
export * from "./domain/index.js";
