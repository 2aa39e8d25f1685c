export * from "./schemas/envelope.js";
export * from "./schemas/users.js";
export * from "./schemas/auth.js";
