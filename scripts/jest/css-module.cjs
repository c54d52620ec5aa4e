// CSS modules in Jest: every class name maps to itself, so tests can still query by class.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
