// No two rooms (server modules, web features, areas of the staff console) depend on each other,
// directly or round a longer cycle. Counted on the files that ship: tests may use each other's
// testing.ts both ways. The other walls are in .dependency-cruiser.cjs; scripts/walls.mjs runs both.
const walls = require('./.dependency-cruiser.cjs');

const testSupport = walls.forbidden.find((rule) => rule.name === 'module-internals').from.pathNot;

module.exports = {
  forbidden: [
    {
      name: 'no-room-cycle',
      comment: 'no two rooms (modules, features, staff console areas) depend on each other',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(server/modules|web/features|web/features/staff)/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    ...walls.options,
    includeOnly: '^src/(server/modules|web/features)/',
    exclude: { path: [walls.options.exclude.path, ...testSupport] },
  },
};
