// `topset/feature-boundaries`: a file inside a feature folder may not import another feature's
// files by a relative path. Shared code lives in lib/, components/ or packages/shared; on the
// server a feature may read another one's tables through its `*.queries` module (allow: "queries"),
// and the few other crossings are listed, with a reason, as exceptions in eslint.config.js.
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** "a/b/c.ts" and "a/b/c.js" name the same module; so does "a/b/c" (TypeScript resolves it). */
const withoutExtension = (file) => file.replace(/\.(js|jsx|ts|tsx|mjs|mts)$/, "");
const toPosix = (file) => file.split(path.sep).join("/");
const isQueriesModule = (file) => /\.queries$/.test(withoutExtension(file));

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid relative imports from one feature folder into another" },
    schema: [
      {
        type: "object",
        properties: {
          featuresDir: { type: "string" },
          allow: { enum: ["queries", "none"] },
          exceptions: {
            type: "array",
            items: {
              type: "object",
              properties: {
                from: { type: "string" },
                to: { type: "string" },
                reason: { type: "string", minLength: 1 },
              },
              required: ["from", "to", "reason"],
              additionalProperties: false,
            },
          },
        },
        required: ["featuresDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        'Feature "{{from}}" imports "{{target}}" from feature "{{to}}". Features keep to their own folder: ' +
        "move what both need to lib/, components/ or packages/shared{{queriesHint}}, or list the import as a " +
        "known exception with its reason in eslint.config.js.",
    },
  },

  create(context) {
    const { featuresDir, allow = "none", exceptions = [] } = context.options[0] ?? {};
    const featuresRoot = path.resolve(repoRoot, featuresDir);
    const filename = context.filename ?? context.getFilename();
    const fromRel = path.relative(featuresRoot, filename);
    if (fromRel.startsWith("..") || path.isAbsolute(fromRel)) return {};
    const ownFeature = fromRel.split(path.sep)[0];
    const fromRepo = toPosix(path.relative(repoRoot, filename));
    const allowed = new Set(
      exceptions
        .filter((e) => withoutExtension(e.from) === withoutExtension(fromRepo))
        .map((e) => withoutExtension(e.to)),
    );

    function check(sourceNode) {
      if (!sourceNode) return;
      let spec;
      if (sourceNode.type === "Literal" && typeof sourceNode.value === "string") spec = sourceNode.value;
      else if (sourceNode.type === "TemplateLiteral" && sourceNode.expressions.length === 0)
        spec = sourceNode.quasis[0].value.cooked;
      if (!spec || !spec.startsWith(".")) return;

      const target = path.resolve(path.dirname(filename), spec);
      const targetRel = path.relative(featuresRoot, target);
      if (targetRel.startsWith("..") || path.isAbsolute(targetRel)) return;
      const otherFeature = targetRel.split(path.sep)[0];
      if (!otherFeature || otherFeature === ownFeature) return;
      if (allow === "queries" && isQueriesModule(target)) return;
      const targetRepo = toPosix(path.relative(repoRoot, target));
      if (allowed.has(withoutExtension(targetRepo))) return;

      context.report({
        node: sourceNode,
        messageId: "crossing",
        data: {
          from: ownFeature,
          to: otherFeature,
          target: spec,
          queriesHint:
            allow === "queries" ? `, or read it through the ${otherFeature} feature's *.queries module` : "",
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
