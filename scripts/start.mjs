// `npm start`: the main job. Until the engine (part 3–8) and the web app (part 11) exist, it says plainly what
// it will do, and what already works.
const lines = [
  'esgkit — sustainable-investing analytics',
  '',
  '`npm start` will start the analytics engine and the web app on http://localhost:3000 with the demo data',
  '(an embedded SQLite database in ~/.local/share/esgkit) and print the demo logins.',
  '',
  'Not built yet: this checkout has @esgkit/core (the API contract and client, validation and capability',
  'rules, calculation chains, catalogues, formats, i18n in en-US and it-IT, chart specs).',
  '',
  'What works today:',
  '  npm test        the test suites',
  '  npm run lint    Biome: style, no default exports, no process.env outside config/, no deep imports',
  '  npm run docs    regenerate docs/api-calls.md and docs/indicators.md',
  '',
  'See README.md for the plan.',
];
console.log(lines.join('\n'));
