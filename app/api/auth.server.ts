import type { Endpoint } from "./endpoint";

export const authEndpoints: Endpoint[] = [];
