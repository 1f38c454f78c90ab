import type { Endpoint } from "./endpoint";

export const devEndpoints: Endpoint[] = [];
