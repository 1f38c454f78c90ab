// The tesseract.js worker thread with the network switched off: the English data comes from
// @tesseract.js-data/eng on disk, and a missing file must fail loudly, never fall back to a CDN.
import { createRequire } from "node:module";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";

const refuse = () => {
  throw new Error("Network access is disabled in the OCR worker");
};
globalThis.fetch = async () => refuse();
net.connect = refuse;
net.createConnection = refuse;
net.Socket.prototype.connect = refuse;
tls.connect = refuse;
http.request = refuse;
http.get = refuse;
https.request = refuse;
https.get = refuse;

const require = createRequire(import.meta.url);
require("tesseract.js/src/worker-script/node/index.js");
