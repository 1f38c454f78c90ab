import { buildLines } from "./layout";
import { headerColumns } from "./table-header";
import { page } from "./test-page";
const r = page([
  [["TEST NO.", 0.06], ["TEST NAME", 0.2], ["CPT", 0.5], ["QTY", 0.62], ["PRICE", 0.75]],
]);
const lines = buildLines(r);
console.log(JSON.stringify(headerColumns(lines[0], undefined)));
