import { extractDocument } from "./extract";
import { page } from "./test-page";
const x = extractDocument(page([
  "LARCHMONT MEMORIAL HOSPITAL",
  "DETAIL BILL - OUTPATIENT OBSERVATION",
  "BILL DATE: 02/24/2026",
  [["DATE", 0.06], ["REV", 0.15], ["DESCRIPTION", 0.22], ["HCPCS", 0.6], ["MOD", 0.68], ["UNITS", 0.74], ["CHARGES", 0.84]],
  [["02/03/26", 0.06], ["0301", 0.15], ["METABOLIC PANEL BASIC", 0.22], ["80048", 0.6], ["1", 0.74], ["198.00", 0.84]],
  "SUMMARY BY REVENUE CODE (ALL PAGES)",
  [["0250 PHARMACY", 0.06], ["15.50", 0.5]],
  [["0301 LAB/CHEMISTRY", 0.06], ["198.00", 0.5]],
  [["0483 ECHOCARDIOLOGY", 0.06], ["2,140.00", 0.5]],
  [["0636 DRUGS/DETAIL CODED", 0.06], ["45.00", 0.5]],
  "*** CONTINUED ON PAGE 2 ***",
  [["DATE", 0.06], ["REV", 0.15], ["DESCRIPTION", 0.22], ["HCPCS", 0.6], ["MOD", 0.68], ["UNITS", 0.74], ["CHARGES", 0.84]],
  [["02/03/26", 0.06], ["0300", 0.15], ["TROPONIN I HIGH SENS", 0.22], ["84484", 0.6], ["1", 0.74], ["186.00", 0.84]],
  [["02/03/26", 0.06], ["©0250", 0.15], ["ASPIRIN 81MG CHEW TAB", 0.22], ["4", 0.74], ["6.00", 0.84]],
  [["02/04/26", 0.06], ["©0636", 0.15], ["HEPARIN SODIUM PER 1000 U", 0.22], ["J1644", 0.6], ["5", 0.74], ["45.00", 0.84]],
  [["02/04/26", 0.06], ["©0483", 0.15], ["ECHO TTE COMPLETE W/ SPECTRAL", 0.22], ["93306", 0.6], ["i", 0.74], ["2,140.00", 0.84]],
  "TOTAL CHARGES 2,377.00",
])) as any;
console.log(x.document_type, JSON.stringify(x.line_items.map((l: any) => [l.cpt_code, l.units, l.billed_amount])));
