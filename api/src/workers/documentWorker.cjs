// Entry of the document pool's worker threads (./documentPool.ts): the project's TypeScript runtime, then the
// tasks. Loaded the same way under npm start, npm run dev, the benches and Jest (whose transform does not reach
// worker threads). Each task first tells the pool it has started: its time limit counts from then, not from
// the wait in the queue, the thread's start or the loading of the viewer's code.
require('../../../scripts/register-ts.cjs');

const { DOCUMENT_TASKS, loadCodeFor } = require('./documentTasks.ts');

for (const [name, work] of Object.entries(DOCUMENT_TASKS)) {
  module.exports[name] = ({ input, started }) => {
    loadCodeFor(input);
    started.postMessage('started');
    started.close();
    return work(input);
  };
}
