// Filled by the passkeys feature (decision 047).
export {};
