// Which benefit of a plan a billed service falls under (issue 15, "what the bill should cost"): CPT
// and HCPCS ranges to the Benefits and Cost Sharing PUF's benefit names. An office visit may be a
// primary care or a specialist visit; both are candidates and the caller counts the dearer one.

export interface ServiceKind {
  /** What the service is, in the family's words. */
  label: string;
  /** A benefit's category_name that covers it (PUF names, and the plain names other plans use). */
  benefit: RegExp;
}

const kind = (label: string, benefit: RegExp): ServiceKind => ({ label, benefit });

const OFFICE = kind("Office visit", /^(primary care visit|specialist visit)|^(primary care|specialist)$/i);
const PREVENTIVE = kind("Preventive care", /preventive care/i);
const EMERGENCY = kind("Emergency room", /emergency room/i);
const URGENT = kind("Urgent care", /urgent care/i);
const HOSPITAL = kind("Hospital care", /^inpatient (physician|hospital)|hospital stay/i);
const LAB = kind("Lab test", /laborator|^lab(s| tests?)?$/i);
const IMAGING = kind("Imaging", /x-rays|imaging/i);
const RADIATION = kind("Radiation therapy", /^radiation/i);
const SURGERY = kind("Outpatient surgery", /^outpatient (surgery|facility fee)/i);
const MATERNITY = kind("Maternity care", /^(delivery and all inpatient|prenatal and postnatal)/i);
const MENTAL = kind("Mental health visit", /^mental\/behavioral health outpatient/i);
const DIALYSIS = kind("Dialysis", /^dialysis/i);
const CHEMO = kind("Chemotherapy", /^chemotherapy/i);
const INFUSION = kind("Infusion", /^infusion/i);
const THERAPY = kind("Therapy", /^(outpatient rehabilitation|rehabilitative)/i);
const CHIRO = kind("Chiropractic care", /^chiropractic/i);
const ALLERGY = kind("Allergy testing", /^allergy/i);
const AMBULANCE = kind("Ambulance", /ambulance|emergency transportation/i);
const EQUIPMENT = kind("Medical equipment", /^durable medical equipment/i);

/** Numeric CPT ranges, inclusive; the first that holds the code wins (narrow ranges first). */
const CPT_RANGES: [number, number, ServiceKind][] = [
  [36415, 36416, LAB],
  [59000, 59899, MATERNITY],
  [10004, 69990, SURGERY],
  [77261, 77799, RADIATION],
  [70010, 79999, IMAGING],
  [80000, 89999, LAB],
  [90460, 90749, PREVENTIVE],
  [90785, 90899, MENTAL],
  [90935, 90999, DIALYSIS],
  [95004, 95199, ALLERGY],
  [96360, 96379, INFUSION],
  [96401, 96549, CHEMO],
  [97010, 97799, THERAPY],
  [98940, 98943, CHIRO],
  [99051, 99051, URGENT],
  [99202, 99215, OFFICE],
  [99221, 99239, HOSPITAL],
  [99241, 99245, OFFICE],
  [99251, 99255, HOSPITAL],
  [99281, 99285, EMERGENCY],
  [99381, 99429, PREVENTIVE],
];

/** HCPCS Level II: a letter and four digits. */
const HCPCS: [RegExp, ServiceKind][] = [
  [/^A0\d{3}$/, AMBULANCE],
  [/^E\d{4}$/, EQUIPMENT],
  [/^G04(38|39)$/, PREVENTIVE],
  [/^S90(83|88)$/, URGENT],
];

/** The kind of service a procedure code is, or null when no range holds it. */
export function serviceKind(code: string): ServiceKind | null {
  const clean = code.trim().toUpperCase().split(/[-\s]/)[0] ?? "";
  if (/^\d{5}$/.test(clean)) {
    const n = Number(clean);
    return CPT_RANGES.find(([from, to]) => n >= from && n <= to)?.[2] ?? null;
  }
  return HCPCS.find(([pattern]) => pattern.test(clean))?.[1] ?? null;
}
