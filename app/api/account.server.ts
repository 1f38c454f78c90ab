import type { Endpoint } from "./endpoint";

export const accountEndpoints: Endpoint[] = [];
