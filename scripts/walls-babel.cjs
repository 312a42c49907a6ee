// How dependency-cruiser reads TypeScript (.dependency-cruiser.cjs): babel strips the types, while
// an import that brings only types stays an import, so it is held to the walls like any other.
function keepTypeImports() {
  const asValue = (node, kind) => {
    if (node[kind] === 'type') node[kind] = 'value';
    for (const specifier of node.specifiers ?? []) if (specifier[kind] === 'type') specifier[kind] = 'value';
  };
  return {
    visitor: {
      Program(path) {
        for (const statement of path.node.body) {
          if (statement.type === 'ImportDeclaration') asValue(statement, 'importKind');
          if (statement.type === 'ExportNamedDeclaration' && statement.source)
            asValue(statement, 'exportKind');
        }
      },
    },
  };
}

module.exports = {
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
  plugins: [keepTypeImports],
};
