// Filled by the oidc feature (decision 047).
export {};
