// /reference-data: every code set and price file the app uses, the edition in place, and the notices
// their publishers require (AMA for CPT®, ADA for CDT®, WHO/CDC for ICD-10-CM).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DATASET_SOURCES, NOTICES, type DatasetSource } from "#db/reference/sources";
import { pageSettingsForHost } from "#core/flags";
import { InfoPage } from "~/components/marketing/chrome";
import { getDb } from "~/db.server";
import { listImportedDatasets, type ImportedDataset } from "~/services/reference/datasets.server";
import { formatDate } from "#core/format/dates";

export const meta: MetaFunction = () => [{ title: "Reference data and notices | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The CMS data flag (000 §9) governs this page.
  if (!pageSettingsForHost(new URL(request.url).host).flags.cmsData)
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  let imported: ImportedDataset[] = [];
  try {
    imported = await listImportedDatasets(getDb(context.cloudflare.env));
  } catch {
    // The page still lists sources and notices when the reference tables are not there yet.
    imported = [];
  }
  const byId = new Map(imported.map((d) => [d.dataset, d]));
  const datasets = (DATASET_SOURCES as readonly DatasetSource[]).map((source) => {
    const current = byId.get(source.id);
    return {
      id: source.id,
      title: source.title,
      publisher: source.publisher,
      licence: source.licence,
      edition: current?.edition ?? null,
      rows: current?.rowCount ?? null,
      importedAt: current ? formatDate(current.importedAt) : null,
      manual: source.manual ?? null,
    };
  });
  return { datasets };
}

const NOTICE_TITLES: Record<keyof typeof NOTICES, string> = {
  ama: "CPT® (American Medical Association)",
  ada: "CDT® (American Dental Association)",
  icd: "ICD-10-CM (CDC / World Health Organization)",
  cms: "CMS data",
};

export default function ReferenceData() {
  const { datasets } = useLoaderData<typeof loader>();
  return (
    <InfoPage title="Reference data and notices">
      <p>
        Fairbill checks bills against official code sets and Medicare price files. This page lists each one,
        the edition we use, and the notice its publisher requires.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="reference-datasets">
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th className="py-2 pr-3 font-medium">Dataset</th>
              <th className="py-2 pr-3 font-medium">Publisher</th>
              <th className="py-2 pr-3 font-medium">Edition in use</th>
              <th className="py-2 pr-3 text-right font-medium">Rows</th>
              <th className="py-2 font-medium">Licence</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {datasets.map((d) => (
              <tr key={d.id} data-dataset={d.id}>
                <td className="py-2 pr-3 text-slate-900">{d.title}</td>
                <td className="py-2 pr-3">{d.publisher}</td>
                <td className="py-2 pr-3">
                  {d.edition ? (
                    <>
                      {d.edition}
                      <span className="block text-xs text-slate-500">loaded {d.importedAt}</span>
                    </>
                  ) : (
                    <span className="text-slate-500">
                      {d.manual ? "Not loaded (licence or size)" : "Not loaded"}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {d.rows?.toLocaleString("en-US") ?? "—"}
                </td>
                <td className="py-2 text-xs">{d.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="pt-4 text-xl font-semibold text-slate-900">How we describe procedure codes</h2>
      <p>
        HCPCS Level II codes show the descriptions CMS publishes. CPT® codes show short plain-language
        descriptions written by Fairbill, not the AMA&apos;s descriptors; dental (CDT®) codes show no ADA
        text. Medicare amounts are computed from the CMS files above: relative value units times the
        conversion factor, adjusted to your area with the geographic practice cost indices when you have saved
        a ZIP code.
      </p>
      <h2 className="pt-4 text-xl font-semibold text-slate-900">Notices</h2>
      {(Object.keys(NOTICES) as (keyof typeof NOTICES)[]).map((id) => (
        <section key={id} data-notice={id}>
          <h3 className="font-semibold text-slate-900">{NOTICE_TITLES[id]}</h3>
          <p className="text-sm">{NOTICES[id]}</p>
        </section>
      ))}
    </InfoPage>
  );
}
