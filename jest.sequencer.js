// The order in which jest starts the test files (jest.config.js, docs/testing.md "Speed"): the slowest
// first, so that the two workers end together instead of one waiting for the last long file. jest knows
// each file's duration from its cache after a run on this machine; a clean clone has no cache, so the
// durations measured and committed in test-durations.json (seconds; `npm run test:durations` rewrites it
// from a `jest --json` report) stand in for it. A group file (scripts/test-groups.js) not in the table takes
// the sum of its files'. A file in none of these is started first, like jest does.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const table = require('./test-durations.json');
const groups = require('./scripts/test-groups.js');

/** Each group file's expected seconds: the sum of its files' (test-durations.json). */
const groupSeconds = new Map(
  groups.GROUPED.flatMap((folder) => {
    const files = groups.groupFilesOf(folder);
    return groups.groupsOf(folder).map((g, i) => [files[i], g.seconds]);
  }),
);

class MeasuredFirst extends Sequencer {
  time(test) {
    const measured = super.time(test);
    if (measured !== undefined) return measured;
    const file = path.relative(__dirname, test.path).split(path.sep).join('/');
    const seconds = table[file] ?? groupSeconds.get(file);
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = MeasuredFirst;
