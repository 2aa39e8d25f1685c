// Topset's own lint rules, loaded by eslint.config.js as the "topset" plugin. They hold the shape
// that docs/architecture.md describes: feature folders keep to their rooms, and source files cite
// only documents inside the repository.
import featureBoundaries from "./feature-boundaries.js";
import noOutsideCitations from "./no-outside-citations.js";

export default {
  meta: { name: "eslint-plugin-topset" },
  rules: {
    "feature-boundaries": featureBoundaries,
    "no-outside-citations": noOutsideCitations,
  },
};
