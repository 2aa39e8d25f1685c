// Filled by the two-factor feature (decision 047).
export {};
