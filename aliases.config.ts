// The import aliases every build and test config resolves (tsconfig.base.json's `paths` say the same
// to TypeScript): `~` app, `#core`, `#db`, `#workflows`.
import { fileURLToPath } from "node:url";

const here = (folder: string) => fileURLToPath(new URL(`./${folder}`, import.meta.url));

export const aliases = {
  "~": here("app"),
  "#core": here("core"),
  "#db": here("db"),
  "#workflows": here("workflows"),
};
