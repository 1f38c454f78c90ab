// The curated unbundling table: comprehensive services and the component services they already
// include. Used when the NCCI procedure-to-procedure (PTP) file has not been imported; each family
// names its source (docs/decisions/008-analysis-rules.md lists them in full).

export interface BundleFamily {
  /** Any of these codes includes every component below. */
  comprehensive: readonly string[];
  components: readonly string[];
  relationship: string;
  source: string;
  /** Modifiers on the component line that make a separate charge legitimate (a distinct site, session or repeat). */
  bypass: readonly string[];
  /** A panel billed as its separate tests (every member, no panel code) is itself unbundling. */
  panel?: boolean;
}

/** NCCI-associated modifiers for a distinct procedural service (NCCI Policy Manual Ch. I §E). */
export const DISTINCT_SERVICE_MODIFIERS = ["59", "XE", "XS", "XP", "XU"] as const;
const DISTINCT = DISTINCT_SERVICE_MODIFIERS;
/** Lab tests repeated later the same day for a clinical reason carry 91 (CPT Appendix A). */
const LAB_BYPASS = [...DISTINCT, "91"];

/** "80053 80048" → ["80053", "80048"]: keeps long code lists readable. */
const codes = (list: string) => list.split(" ");

const PANEL_SOURCE =
  "CPT Organ or Disease-Oriented Panels (a panel is billed when all of its tests are performed); NCCI Policy Manual for Medicare Services, Ch. X §C";
const panel = (code: string, name: string, components: string[]): BundleFamily => ({
  comprehensive: [code],
  components,
  relationship: `${name} (panel ${code}) includes this test`,
  source: PANEL_SOURCE,
  bypass: LAB_BYPASS,
  panel: true,
});

/**
 * The obstetric panel's tests besides its blood count: hepatitis B surface antigen, rubella
 * antibody, syphilis test, red cell antibody screen, ABO group and Rh (D) type.
 */
const OBSTETRIC = codes("87340 86762 86592 86850 86900 86901");
/** The panel's blood count is 85025 (with automated differential), or 85027 with 85004. */
const BLOOD_COUNTS = [codes("85025"), codes("85027 85004")];
/** HIV-1 and HIV-2 antigen/antibody screen, the test 80081 adds to the obstetric panel. */
const HIV_SCREEN = "87389";

export const BUNDLE_FAMILIES: readonly BundleFamily[] = [
  panel(
    "80053",
    "Comprehensive metabolic panel",
    codes("82040 82247 82310 82374 82435 82565 82947 84075 84132 84155 84295 84450 84460 84520"),
  ),
  panel("80048", "Basic metabolic panel", codes("82310 82374 82435 82565 82947 84132 84295 84520")),
  panel(
    "80047",
    "Basic metabolic panel (ionized calcium)",
    codes("82330 82374 82435 82565 82947 84132 84295 84520"),
  ),
  panel("80051", "Electrolyte panel", codes("82374 82435 84132 84295")),
  panel("80061", "Lipid panel", codes("82465 83718 84478")),
  panel("80076", "Hepatic function panel", codes("82040 82247 82248 84075 84155 84450 84460")),
  panel(
    "80069",
    "Renal function panel",
    codes("82040 82310 82374 82435 82565 82947 84100 84132 84295 84520"),
  ),
  // One family per form of the blood count: every test of either form billed alone is the panel.
  ...BLOOD_COUNTS.flatMap((cbc) => [
    panel("80055", "Obstetric panel", [...cbc, ...OBSTETRIC]),
    panel("80081", "Obstetric panel with HIV testing", [...cbc, ...OBSTETRIC, HIV_SCREEN]),
  ]),
  // Hepatitis A IgM, hepatitis B core IgM, hepatitis B surface antigen, hepatitis C antibody.
  panel("80074", "Acute hepatitis panel", codes("86709 86705 87340 86803")),
  {
    comprehensive: codes("80050"),
    components: codes("80053 85025 85027 85004 84443"),
    relationship: "General health panel (80050) includes the metabolic panel, blood count and TSH",
    source: PANEL_SOURCE,
    bypass: LAB_BYPASS,
  },
  {
    comprehensive: codes("85025"),
    components: codes("85027 85004 85014 85018 85041 85048 85049"),
    relationship:
      "Complete blood count with automated differential (85025) includes the count and its indices",
    source:
      "CPT Hematology and Coagulation code definitions; NCCI Policy Manual for Medicare Services, Ch. X §H",
    bypass: LAB_BYPASS,
  },
  {
    comprehensive: codes("85027"),
    components: codes("85014 85018 85041 85048 85049"),
    relationship:
      "Complete blood count (85027) includes hematocrit, hemoglobin, red, white and platelet counts",
    source:
      "CPT Hematology and Coagulation code definitions; NCCI Policy Manual for Medicare Services, Ch. X §H",
    bypass: LAB_BYPASS,
  },
  {
    comprehensive: codes("81001"),
    components: codes("81003 81015"),
    relationship: "Urinalysis with microscopy (81001) includes the automated dipstick and the microscopy",
    source:
      "CPT Urinalysis code definitions (81000-81003, 81015); NCCI Policy Manual for Medicare Services, Ch. X §G",
    bypass: LAB_BYPASS,
  },
  {
    comprehensive: codes("81000"),
    components: codes("81002 81015"),
    relationship: "Urinalysis with microscopy (81000) includes the dipstick and the microscopy",
    source:
      "CPT Urinalysis code definitions (81000-81003, 81015); NCCI Policy Manual for Medicare Services, Ch. X §G",
    bypass: LAB_BYPASS,
  },
  {
    comprehensive: codes("93000"),
    components: codes("93005 93010"),
    relationship: "A complete ECG (93000) includes the tracing (93005) and the interpretation (93010)",
    source:
      "CPT 93000-93010 code definitions (complete = tracing + interpretation); NCCI Policy Manual Ch. I §K (family of codes)",
    bypass: [],
  },
  {
    comprehensive: codes("93040"),
    components: codes("93041 93042"),
    relationship: "A complete rhythm ECG (93040) includes the tracing (93041) and the interpretation (93042)",
    source: "CPT 93040-93042 code definitions; NCCI Policy Manual Ch. I §K (family of codes)",
    bypass: [],
  },
  {
    comprehensive: codes("93306"),
    components: codes("93307 93320 93321 93325"),
    relationship:
      "A complete echocardiogram with Doppler and color flow (93306) includes the 2D study and the Doppler add-ons",
    source: "CPT 93306 code definition (2D echo with spectral and color Doppler); NCCI Policy Manual Ch. XI",
    bypass: [],
  },
  {
    comprehensive: codes("92557"),
    components: codes("92553 92556"),
    relationship:
      "Comprehensive audiometry (92557) is pure-tone (92553) and speech (92556) audiometry combined",
    source: "CPT 92557 code definition (92553 and 92556 combined); NCCI Policy Manual Ch. XI",
    bypass: [],
  },
  {
    comprehensive: codes("94060"),
    components: codes("94010"),
    relationship: "Spirometry before and after a bronchodilator (94060) includes the spirometry (94010)",
    source: "CPT 94060 code definition; NCCI Policy Manual Ch. XI",
    bypass: DISTINCT,
  },
  {
    comprehensive: codes("43239 43248 43249 43250 43251"),
    components: codes("43235"),
    relationship: "A surgical upper endoscopy includes the diagnostic upper endoscopy (43235)",
    source:
      "CPT endoscopy guidelines (surgical endoscopy includes diagnostic endoscopy); NCCI Policy Manual Ch. VI §C",
    bypass: DISTINCT,
  },
  {
    comprehensive: codes("45380 45381 45384 45385 45388"),
    components: codes("45378"),
    relationship: "A colonoscopy with biopsy or removal includes the diagnostic colonoscopy (45378)",
    source:
      "CPT endoscopy guidelines (surgical endoscopy includes diagnostic endoscopy); NCCI Policy Manual Ch. VI §C",
    bypass: DISTINCT,
  },
  {
    comprehensive: codes("29880 29881"),
    components: codes("29870 29877"),
    relationship:
      "Knee arthroscopy with meniscectomy includes the diagnostic arthroscopy and the debridement",
    source:
      "CPT arthroscopy guidelines (surgical arthroscopy includes diagnostic arthroscopy); NCCI Policy Manual Ch. IV",
    bypass: DISTINCT,
  },
  {
    comprehensive: codes("74177"),
    components: codes("74160 72193"),
    relationship:
      "CT of abdomen and pelvis with contrast (74177) replaces the separate abdomen and pelvis scans",
    source: "CPT combined abdomen/pelvis CT codes 74176-74178 (since 2011); NCCI Policy Manual Ch. IX",
    bypass: [],
  },
  {
    comprehensive: codes("74176"),
    components: codes("74150 72192"),
    relationship:
      "CT of abdomen and pelvis without contrast (74176) replaces the separate abdomen and pelvis scans",
    source: "CPT combined abdomen/pelvis CT codes 74176-74178 (since 2011); NCCI Policy Manual Ch. IX",
    bypass: [],
  },
  {
    comprehensive: codes("74178"),
    components: codes("74150 74160 74170 72192 72193 72194"),
    relationship: "CT of abdomen and pelvis without and with contrast (74178) replaces the separate scans",
    source: "CPT combined abdomen/pelvis CT codes 74176-74178 (since 2011); NCCI Policy Manual Ch. IX",
    bypass: [],
  },
];

export interface BundlePair {
  comprehensive: string;
  component: string;
  family: BundleFamily;
}

/** Component code → the families that include it. */
const BY_COMPONENT = new Map<string, BundlePair[]>();
for (const family of BUNDLE_FAMILIES) {
  for (const component of family.components) {
    for (const comprehensive of family.comprehensive) {
      const list = BY_COMPONENT.get(component) ?? [];
      list.push({ comprehensive, component, family });
      BY_COMPONENT.set(component, list);
    }
  }
}

export const pairsForComponent = (code: string): readonly BundlePair[] => BY_COMPONENT.get(code) ?? [];

/** Office/outpatient E/M visits (new 99202-99205, established 99211-99215). */
export const OFFICE_EM_CODES = codes("99202 99203 99204 99205 99211 99212 99213 99214 99215");
