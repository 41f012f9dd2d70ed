// The order in which jest starts the test files (jest.config.js, docs/testing.md "Speed"): the slowest
// first, so that the two workers end together instead of one waiting for the last long file. jest knows
// each file's duration from its cache after a run on this machine; a clean clone has no cache, so the
// durations measured and committed in test-durations.json (seconds; `npm run test:durations` rewrites it
// from a `jest --json` report) stand in for it. A file in neither is started first, like jest does.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const table = require('./test-durations.json');

class MeasuredFirst extends Sequencer {
  time(test) {
    const measured = super.time(test);
    if (measured !== undefined) return measured;
    const seconds = table[path.relative(__dirname, test.path).split(path.sep).join('/')];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = MeasuredFirst;
