/** The small-screen threshold: the mobile login is used at most 800 wide and 600 high. */
export const smallScreen = { width: 800, height: 600 } as const;

export const isSmallScreen = (width: number, height: number) =>
  width <= smallScreen.width && height <= smallScreen.height;
