// jsdom with the web platform pieces it lacks and that Node already has (the data router builds Requests).
// AbortController comes along so a Request accepts the signal the router gives it. structuredClone and
// crypto.subtle are for the real API some tests run in this environment (jose signs and verifies its tokens).
// jsdom's Blob lacks arrayBuffer() and text(), which browsers have: they are read through jsdom's FileReader.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const nodeGlobals = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];
    for (const name of nodeGlobals) this.global[name] = globalThis[name];
    this.global.TextEncoder = globalThis.TextEncoder;
    this.global.TextDecoder = globalThis.TextDecoder;
    this.global.structuredClone = globalThis.structuredClone;
    const { Blob, FileReader } = this.global;
    const read = (blob, method) =>
      new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader[method](blob);
      });
    if (!Blob.prototype.arrayBuffer)
      Blob.prototype.arrayBuffer = function () {
        return read(this, 'readAsArrayBuffer');
      };
    if (!Blob.prototype.text)
      Blob.prototype.text = function () {
        return read(this, 'readAsText');
      };
    if (!this.global.crypto.subtle) {
      Object.defineProperty(this.global.crypto, 'subtle', { value: globalThis.crypto.subtle });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
