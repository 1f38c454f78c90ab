// The tesseract.js worker thread with the network switched off: the English data comes from
// @tesseract.js-data/eng on disk, and a missing file must fail loudly, never fall back to a CDN.
import { createRequire } from "node:module";
import "./refuse-network.mjs";

const require = createRequire(import.meta.url);
require("tesseract.js/src/worker-script/node/index.js");
