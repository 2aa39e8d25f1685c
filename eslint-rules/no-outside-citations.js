// `topset/no-outside-citations`: comments and strings in source files cite only documents in the
// repository. The product's rules are in docs/product.md (cite it by section heading); a bug tracked
// elsewhere is cited by its URL. Tests, fixtures and migrations are left out in eslint.config.js.

// Spelled in parts so that this file does not match its own rule.
export const outsideCitation = new RegExp(
  [
    "spec" + "\\s*§",
    "original" + "-facts",
    "product" + "-spec",
    "security" + "-targets",
    "import" + "-formats",
    "points" + "-formulas",
    "stack" + "-facts",
    "shared/" + "(?:reference|spec|design)",
    "architecture" + "\\s*§",
    "\\bissue" + "\\s+#?\\d+",
  ].join("|"),
  "i",
);

export default {
  meta: {
    type: "suggestion",
    docs: { description: "Forbid citing documents that live outside the repository" },
    schema: [],
    messages: {
      outside:
        '"{{found}}" cites a document outside the repository. Cite docs/product.md by its section ' +
        '(e.g. docs/product.md, "Validation and limits"), state the rule itself, or cite a bug by its URL.',
    },
  },

  create(context) {
    const sourceCode = context.sourceCode ?? context.getSourceCode();

    function check(node, text, loc) {
      const found = typeof text === "string" && text.match(outsideCitation);
      if (found) context.report({ node, loc, messageId: "outside", data: { found: found[0] } });
    }

    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) check(null, comment.value, comment.loc);
      },
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
      JSXText: (node) => check(node, node.value),
    };
  },
};
