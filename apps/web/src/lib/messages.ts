/** Texts of the error catalogue (docs/product.md, "Messages") that more than one screen shows. */
export const messages = {
  internalError:
    "The server encountered an internal error or misconfiguration and was unable to complete your request. Please try again later!",
  networkError: "Could not reach the server. Check your connection and try again.",
  offlineNotKept:
    "You are offline and this screen was not opened before on this device. It will show once you are back online.",
  noData: "No relevant data available yet!",
  databaseWokeUp: "Woops! I just woke the database up. Please Login again!",
} as const;
