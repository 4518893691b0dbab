import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * React Router's production build defines its components at the top of one large module as
 * `var Form = React.forwardRef(…)` followed by `Form.displayName = "Form"`. The bundler cannot tell that
 * either statement is free of side effects, so every such component stays in the shop's first load
 * with all it calls, used or not: Form, NavLink and the data router's submit and prefetch machinery
 * (≈1.9 KB gzip). A build marks those definitions pure and drops the top-level `displayName`
 * labels (names for React's developer tools only); what the shop uses is untouched, the rest is shaken out.
 */
const productionBuild = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
// Top-level statements only: the module's own code sits at column 0, function bodies are indented.
const displayNameLabel = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const componentDefinition = /^var [A-Za-z_$][\w$]* = (?=React\d*\.(?:forwardRef|memo)\()/gm;

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'carsi-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: productionBuild },
      handler(code, id) {
        const source = new MagicString(code);
        for (const match of code.matchAll(displayNameLabel)) source.remove(match.index, match.index + match[0].length);
        for (const match of code.matchAll(componentDefinition)) source.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
        if (!source.hasChanged()) return null;
        return { code: source.toString(), map: source.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}
