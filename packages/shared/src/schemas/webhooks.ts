// Filled by the webhooks feature (decision 047).
export {};
