import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait up to 4 s (Testing Library's default is 1 s): the jsdom suites run beside the API suites on
// two cores in CI, where a lazy module's first import or a real API answer can take over a second. Within Jest's
// 5 s per test; what is awaited and asserted is unchanged.
configure({ asyncUtilTimeout: 4_000 });
