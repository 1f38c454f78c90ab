// Switches the network off for this process or thread: documents are read from memory and the
// English data from disk, so any connection attempt is a bug or an exploit and must fail loudly.
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
