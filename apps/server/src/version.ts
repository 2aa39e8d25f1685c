import rootPackage from "../../../package.json" with { type: "json" };

/** The product version, from the root package.json (inlined by the bundler). */
export const appVersion: string = rootPackage.version;
