// A policy's benefits table (001 §2, §5, §9). SKELETON: the "costs" part writes it.
import type { Benefit } from "#core/insurance/types";

export function BenefitsTable(_props: { benefits: Benefit[] }) {
  return null;
}
