// jsdom with the web platform pieces it lacks and that Node already has (the data router builds Requests).
// AbortController comes along so a Request accepts the signal the router gives it. structuredClone and
// crypto.subtle are for the real API some tests run in this environment (jose signs and verifies its tokens).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const nodeGlobals = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];
    for (const name of nodeGlobals) this.global[name] = globalThis[name];
    this.global.TextEncoder = globalThis.TextEncoder;
    this.global.TextDecoder = globalThis.TextDecoder;
    this.global.structuredClone = globalThis.structuredClone;
    if (!this.global.crypto.subtle) {
      Object.defineProperty(this.global.crypto, 'subtle', { value: globalThis.crypto.subtle });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
